// [STUDENT_PAYMENT_DETAILS]: a member of the journey's own (a made person) holds a manual one-time
// subscription to a funnel of the journey's own (₱2,500.00, its one row due today), plus a row of
// ₱1,234.00 added for a past date (overdue) and one of ₱500.00 approved as paid. The demo admin,
// acting as Admin, finds the member's row in the /payment queue, follows its Payment details
// link, and sees the member, the rows with their derived status, the totals and the payment log.
// Screenshots at 1366 and 390 px go to docs/images/student-payment-details-*.png.
import { expect, test } from './support/test'
import { graphql } from './support/api'
import { makeFunnel, manilaDay } from './support/adminMakers'
import { makePerson } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin } from './support/session'

test('the admin follows a member from the /payment queue to their payment details', async ({ page, request }) => {
  const member = await makePerson(request)
  const offer = await makeFunnel(request)
  const [lastWeek, nextMonth] = [await manilaDay(request, -7), await manilaDay(request, 30)]
  await actAsAdmin(page)
  const granted = await graphql(page, `mutation ($id: Int!, $f: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $f) { id } }`, {
    id: member.id,
    f: [{ id: offer.funnelId, paymentTerm: 'one-time', validityByDays: 365, startByDays: 0 }],
  })
  expect(granted.errors).toBeUndefined()
  const bills = await graphql<{ user: { invoice: { id: number }[] } }>(page, `query ($id: Int!) { user(id: $id) { invoice { id } } }`, { id: member.id })
  const invoiceId = bills.data!.user.invoice[0].id
  const ADD = `mutation ($input: AddPaymentScheduleInput!) { addPaymentSchedule(input: $input) { id } }`
  const overdue = await graphql(page, ADD, { input: { invoiceId, scheduleDate: lastWeek, price: 123_400 } })
  expect(overdue.errors).toBeUndefined()
  const paid = await graphql<{ addPaymentSchedule: { id: string } }>(page, ADD, { input: { invoiceId, scheduleDate: nextMonth, price: 50_000 } })
  const approved = await graphql(page, `mutation ($id: String!) { approvePaymentScheduleTransaction(id: $id, paymentPlatform: "GCash") { id } }`, { id: paid.data!.addPaymentSchedule.id })
  expect(approved.errors).toBeUndefined()

  await page.goto(`/payment?search=${encodeURIComponent(member.email)}`)
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible()
  const queued = page.getByRole('row').filter({ hasText: '₱1,234.00' })
  await expect(queued).toContainText(member.name)
  await queued.getByRole('link', { name: `Payment details of ${member.name}` }).click()

  await expect(page).toHaveURL(new RegExp(`/student-payment-details/${member.id}$`))
  await expect(page.getByRole('heading', { name: `Payment details of ${member.name}` })).toBeVisible()
  await expect(page.getByText(member.email).first()).toBeVisible()
  const rows = page.getByRole('table', { name: /^Payment schedule of subscription/ })
  await expect(rows.getByRole('row').filter({ hasText: '₱1,234.00' })).toContainText('Overdue')
  await expect(rows.getByRole('row').filter({ hasText: '₱2,500.00' })).toContainText('Due today')
  const paidRow = rows.getByRole('row').filter({ hasText: '₱500.00' })
  await expect(paidRow).toContainText('Paid')
  await expect(paidRow).toContainText('GCash')

  // Collected ₱500.00; balance ₱2,500.00 + ₱1,234.00; overdue ₱1,234.00 in 1 row (today's is not overdue).
  const totals = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Totals' }) })
  await expect(totals.getByText('Total collected').locator('xpath=following-sibling::dd')).toHaveText('₱500.00')
  await expect(totals.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('₱3,734.00')
  await expect(totals.getByText('Overdue', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('₱1,234.00')
  await expect(totals.getByText('Overdue payments').locator('xpath=following-sibling::dd')).toHaveText('1')

  const log = page.getByRole('table', { name: 'Payment log' })
  await expect(log.getByRole('row').filter({ hasText: 'Payment approved' })).toContainText('₱500.00')
  await expect(log.getByRole('row').filter({ hasText: 'Subscription granted' })).toBeVisible()
  await screenshotBothWidths(page, 'student-payment-details')

  // Back from view-subscription, the same page through its Payment details link.
  await page.goto(`/view-subscription/${member.id}`)
  await page.getByRole('link', { name: 'Payment details' }).click()
  await expect(page.getByRole('heading', { name: `Payment details of ${member.name}` })).toBeVisible()

  // An id nobody has: the page says so.
  await page.goto('/student-payment-details/2147483000')
  await expect(page.getByText('Member not found')).toBeVisible()
})
