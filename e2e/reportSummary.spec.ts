// [REPORT_SUMMARY]: the admin's day. A member of the journey's own buys a funnel of its own today
// (₱2,500.00, one row due today) and the admin approves the payment. Home shows what is waiting and
// today's figures and leads to /report-summary: this month against last month (the new member is in
// today's bar), then Quarterly (the named quarters), then a Custom Range (a reversed one refused in
// words first), an XLSX export read back, and the info logs report finding the approval made at the
// start. Screenshots at 1366 and 390 px go to docs/images/report-summary-*.png and staff-home-*.png.
import ExcelJS from 'exceljs'
import { MONTH_NAMES } from '../common/reportPeriods'
import { expect, test, type Download, type Locator } from './support/test'
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

/** Opens a chart's table view (it stays open while the page refetches the same chart). */
async function showTable(figure: Locator) {
  const toggle = figure.getByRole('button', { name: /^Show as (table|chart)$/ })
  if ((await toggle.textContent()) === 'Show as table') await toggle.click()
  await expect(figure.getByRole('table')).toBeVisible()
}

const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`

test('the admin reads the summary for this month, a quarter and a custom range, exports it and finds the approval in the info logs', async ({ page, request }) => {
  test.setTimeout(120_000)
  const member = await makePerson(request)
  const offer = await makeFunnel(request)
  const today = await manilaDay(request, 0)
  await actAsAdmin(page)
  const granted = await graphql(page, `mutation ($id: Int!, $f: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $f) { id } }`, {
    id: member.id,
    f: [{ id: offer.funnelId, paymentTerm: 'one-time', validityByDays: 365, startByDays: 0 }],
  })
  expect(granted.errors).toBeUndefined()
  const bills = await graphql<{ user: { invoice: { paymentSchedule: { id: string }[] }[] } }>(page, `query ($id: Int!) { user(id: $id) { invoice { paymentSchedule { id } } } }`, { id: member.id })
  const rowId = bills.data!.user.invoice[0].paymentSchedule[0].id
  const approved = await graphql(page, `mutation ($id: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: "GCash") { id } }`, { id: rowId })
  expect(approved.errors).toBeUndefined()

  // Home: today's figures, and the way to the summary.
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible()
  await expect(page.getByText('New today')).toBeVisible()
  await screenshotBothWidths(page, 'staff-home')
  await page.getByRole('link', { name: 'Open the summary →' }).click()

  // This month, against last month.
  await expect(page).toHaveURL(/\/report-summary$/)
  await expect(page.getByRole('heading', { name: 'Report Summary' })).toBeVisible()
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))]
  const before = month === 1 ? `December ${year - 1}` : `${MONTH_NAMES[month - 2]} ${year}`
  await expect(page.getByText(`${MONTH_NAMES[month - 1]} ${year}, compared with ${before}`).first()).toBeVisible()
  for (const card of ['Active members', 'New members', 'Renewals', 'Churned members', 'Cash collected', 'Amount due', 'Collection rate', 'Overdue']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${card}$`) })).toBeVisible()
  }
  // The chart's numbers as a table: today's bar has the journey's new member in it.
  const joined = page.locator('figure').filter({ hasText: 'New, renewed and churned' })
  await showTable(joined)
  const todayRow = joined.getByRole('row').filter({ has: page.getByRole('rowheader', { name: us(today).slice(0, 5), exact: true }) })
  await expect(todayRow).toBeVisible()
  expect(Number((await todayRow.getByRole('cell').first().textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1)
  const cash = page.locator('figure').filter({ hasText: 'Cash collected and amount due' })
  await expect(cash).toBeVisible()
  await screenshotBothWidths(page, 'report-summary')

  // Quarterly: this year's four named quarters, against last year.
  await page.getByLabel('Period', { exact: true }).selectOption('Quarterly')
  await expect(page).toHaveURL(/period=Quarterly/)
  await expect(page.getByText(`${year}, compared with ${year - 1}`).first()).toBeVisible()
  await showTable(joined)
  for (const quarter of ['1st Quarter', '2nd Quarter', '3rd Quarter', '4th Quarter']) await expect(joined.getByRole('rowheader', { name: quarter })).toBeVisible()
  await screenshotBothWidths(page, 'report-summary-quarterly')

  // A custom range: reversed is refused in words and not sent; then the last 10 days.
  await page.getByLabel('Period', { exact: true }).selectOption('Custom Range')
  const from = await manilaDay(request, -9)
  await page.getByLabel('From', { exact: true }).fill(today)
  await page.getByLabel('To', { exact: true }).fill(from)
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled()
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(today)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`))
  await expect(page.getByText(`${us(from)} to ${us(today)}, compared with`).first()).toBeVisible()

  // The export of what the page shows, opened as a real workbook.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export XLSX' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^report-summary-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await bytesOf(file)) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('Summary')!
  expect(sheet.getRow(1).getCell(1).value).toBe('Period')
  expect(sheet.getRow(1).getCell(5).value).toBe('New members')
  // One row per day of the range, then the range and the period before it.
  expect(sheet.getRow(2).getCell(2).value).toBe(from)
  expect(sheet.getRow(11).getCell(2).value).toBe(today)
  expect(String(sheet.getRow(12).getCell(1).value)).toBe(`${us(from)} to ${us(today)}`)
  expect(Number(sheet.getRow(12).getCell(5).value)).toBeGreaterThanOrEqual(1)

  // The audit trail finds the approval made at the start of the journey.
  await page.goto(`/info-logs-report?action=payment-approved&subject=${encodeURIComponent(`payment_schedule ${rowId}`)}`)
  const logs = page.getByRole('table', { name: 'Info logs' }).getByRole('row')
  await expect(logs).toHaveCount(2)
  await expect(logs.nth(1)).toContainText('payment-approved')
  await expect(logs.nth(1)).toContainText('GCash')
})
