// [PAYMENT_REPORT]: a funnel of the journey's own with a member's manual subscription (₱2,500.00
// due today), a row of ₱1,234.00 ten days overdue and one of ₱500.00 due next month approved
// today. The demo admin opens /payment-report (this month), narrows it to the journey's funnel from
// the "By funnel" table, switches to Quarterly, opens the 1-30 days aging bucket, follows the
// overdue bill to the member's subscriptions, and downloads the bills as XLSX and reads them.
// Screenshots at 1366 and 390 px go to docs/images/payment-report-*.png.
import ExcelJS from 'exceljs'
import type { Download } from './support/test'
import { expect, test } from './support/test'
import { graphql } from './support/api'
import { makeFunnel, manilaDay } from './support/adminMakers'
import { makePerson } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin } from './support/session'

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

test('the admin reads the payment report, opens an aging bucket, follows a bill and exports it', async ({ page, request }) => {
  test.slow()
  const member = await makePerson(request)
  const offer = await makeFunnel(request)
  const [today, tenDaysAgo, nextMonth] = [await manilaDay(request, 0), await manilaDay(request, -10), await manilaDay(request, 30)]
  await actAsAdmin(page)
  const granted = await graphql(page, `mutation ($id: Int!, $f: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $f) { id } }`, {
    id: member.id,
    f: [{ id: offer.funnelId, paymentTerm: 'one-time', validityByDays: 365, startByDays: 0 }],
  })
  expect(granted.errors).toBeUndefined()
  const bills = await graphql<{ user: { invoice: { id: number }[] } }>(page, `query ($id: Int!) { user(id: $id) { invoice { id } } }`, { id: member.id })
  const invoiceId = bills.data!.user.invoice[0].id
  const ADD = `mutation ($input: AddPaymentScheduleInput!) { addPaymentSchedule(input: $input) { id } }`
  expect((await graphql(page, ADD, { input: { invoiceId, scheduleDate: tenDaysAgo, price: 123_400 } })).errors).toBeUndefined()
  const paid = await graphql<{ addPaymentSchedule: { id: string } }>(page, ADD, { input: { invoiceId, scheduleDate: nextMonth, price: 50_000 } })
  const approved = await graphql(page, `mutation ($id: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: "GCash") { id } }`, { id: paid.data!.addPaymentSchedule.id })
  expect(approved.errors).toBeUndefined()

  await page.goto('/payment-report')
  await expect(page.getByRole('heading', { name: 'Payment Report' })).toBeVisible()
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const thisMonth = `${months[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`
  await expect(page.getByText(new RegExp(`^${thisMonth}, compared with`)).first()).toBeVisible()

  // Only the journey's funnel: its row in "By funnel".
  await page.getByRole('table', { name: 'By funnel' }).getByRole('button', { name: offer.funnelName }).click()
  await expect(page).toHaveURL(/funnelId=/)
  const collected = page.getByRole('term').filter({ hasText: 'Collected' }).locator('xpath=following-sibling::dd')
  await expect(collected).toContainText('₱500')
  const buckets = page.getByRole('group', { name: 'Aging buckets' })
  await expect(buckets.getByRole('button', { name: /^Current/ })).toContainText('₱2.5K')
  await expect(buckets.getByRole('button', { name: /^1-30 days/ })).toContainText('₱1.2K1 bill, 1 member')

  // Quarterly: this year's quarters, in the address so a reload shows the same.
  await page.getByLabel('Period', { exact: true }).selectOption('Quarterly')
  await expect(page).toHaveURL(/period=Quarterly/)
  await expect(page.getByText(new RegExp(`^${today.slice(0, 4)}, compared with ${Number(today.slice(0, 4)) - 1}$`)).first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('Quarterly')

  await buckets.getByRole('button', { name: /^1-30 days/ }).click()
  await expect(page).toHaveURL(/aging=1-30/)
  const bill = page.getByRole('table', { name: 'Bills' }).getByRole('row').filter({ hasText: '₱1,234.00' })
  await expect(bill).toContainText('Overdue')
  await expect(page.getByRole('table', { name: 'Bills' }).getByRole('row')).toHaveCount(2)
  await screenshotBothWidths(page, 'payment-report')

  // The XLSX of the bills listed: the one overdue row.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export XLSX' }).click()
  const xlsx = await download
  expect(xlsx.suggestedFilename()).toBe(`payment-report-${today}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await bytesOf(xlsx)) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  expect(sheet.rowCount).toBe(2)
  const cell = (column: number) => String(sheet.getRow(2).getCell(column).value ?? '')
  expect([2, 3, 4, 5, 6, 7, 8].map(cell)).toEqual([member.name, member.email, offer.productName, offer.funnelName, tenDaysAgo, '1234.00', 'Overdue'])

  await bill.getByRole('link', { name: member.name }).click()
  await expect(page).toHaveURL(new RegExp(`/view-subscription/${member.id}$`))
})
