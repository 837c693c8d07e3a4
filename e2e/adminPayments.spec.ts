// [ADMIN_PAYMENTS]: the demo admin, acting as Admin, gives a member of the journey's own (a made
// person) a fresh manual subscription to a funnel of the journey's own (a made product and funnel;
// through the API, as the Enroll to Funnel tab would), then on the member's view-subscription
// page: the three tabs in ?t=, adds a payment row ('Add New Payment Detail'), approves it (the
// external invoice id prompt, then the platform prompt; cancelling aborts), sees the Paid badge and
// the platform, revokes it with a reason and sees the derived status back; then finds the row in
// the /payment queue (search by the member's e-mail) and approves it there.
// Screenshots at 1366 and 390 px go to docs/images/admin-billing-*.png.
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { makeFunnel } from './support/adminMakers'
import { makePerson } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin } from './support/session'
import { uniqueTag } from '../scripts/e2e/unique'

const billingShots = (page: Page, name: string) => screenshotBothWidths(page, `admin-billing-${name}`)

/** Answers the next browser prompts in order (null = Cancel). */
function answerPrompts(page: Page, answers: (string | null)[]) {
  const asked: string[] = []
  const handler = async (dialog: import('@playwright/test').Dialog) => {
    asked.push(dialog.message())
    const answer = answers.shift()
    if (answer === null || answer === undefined) await dialog.dismiss()
    else await dialog.accept(answer)
    if (!answers.length) page.off('dialog', handler)
  }
  page.on('dialog', handler)
  return asked
}

test('admin approves and revokes a payment, on view-subscription and in the /payment queue', async ({ page, request }) => {
  const member = await makePerson(request)
  const offer = await makeFunnel(request)
  await actAsAdmin(page)
  const granted = await graphql(page, `mutation ($id: Int!, $f: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $f) { id } }`, {
    id: member.id,
    f: [{ id: offer.funnelId, paymentTerm: 'one-time', validityByDays: 365, startByDays: 0 }],
  })
  expect(granted.errors).toBeUndefined()

  // Out-of-range tab index falls back to the first tab.
  await page.goto(`/view-subscription/${member.id}?t=7`)
  await expect(page.getByRole('heading', { name: `Subscriptions of ${member.name}` })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'User Subscriptions' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('columnheader', { name: 'Funnel Name' })).toBeVisible()
  await billingShots(page, 'view-subscription-subscriptions')

  await page.getByRole('tab', { name: 'Payment Records' }).click()
  await expect(page).toHaveURL(/t=2/)
  const invoice = page.locator('details').first()
  await expect(invoice).toHaveAttribute('open', '')

  // A new row of ₱123.45 due on a future date (the invoice is the journey's own: no other row is).
  const date = '2031-03-14'
  await invoice.getByRole('button', { name: /^Add Payment/ }).click()
  const add = page.getByRole('dialog', { name: 'Add New Payment Detail' })
  await add.getByLabel('Schedule Date').fill(date)
  await add.getByLabel('Price', { exact: false }).fill('123.45')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Schedule date add successful!' }).first()).toBeVisible()
  const row = invoice.getByRole('row').filter({ hasText: '₱123.45' })
  await expect(row).toContainText('For Payment')
  await expect(row).toContainText(/Due in \d+ day\(s\)/)
  await billingShots(page, 'view-subscription-payments')

  // Cancelling the second prompt aborts: nothing changes.
  const cancelled = answerPrompts(page, ['N/A', null])
  await row.getByRole('button', { name: /^Approve Payment/ }).click()
  await expect.poll(() => cancelled.length).toBe(2)
  await expect(row).toContainText('For Payment')

  const asked = answerPrompts(page, ['INV-E2E', 'GCash'])
  await row.getByRole('button', { name: /^Approve Payment/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment approved successful!' }).first()).toBeVisible()
  expect(asked).toEqual(['Enter the external invoice ID (N/A if none)', 'Enter the payment platform'])
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('GCash')
  await expect(row).toContainText('INV-E2E')
  await expect(row.getByRole('button', { name: /^Revoke Payment/ })).toBeVisible()

  answerPrompts(page, ['Bounced transfer (E2E)'])
  await row.getByRole('button', { name: /^Revoke Payment/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment revoked successful!' }).first()).toBeVisible()
  await expect(row).toContainText('For Payment')
  await expect(row).toContainText('Bounced transfer (E2E)')
  await expect(row).not.toContainText('GCash')

  // The price of an unpaid row can be updated.
  await row.getByRole('button', { name: /^Update/ }).click()
  const update = page.getByRole('dialog', { name: 'Update Payment Details' })
  await update.getByLabel('Price', { exact: false }).fill('150')
  await update.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Schedule date update successful!' }).first()).toBeVisible()
  const updated = invoice.getByRole('row').filter({ hasText: '₱150.00' })
  await expect(updated).toContainText('Bounced transfer (E2E)')

  // The queue: unpaid rows oldest first; the member's row found by search, approved there.
  await page.goto(`/payment?search=${encodeURIComponent(member.email)}`)
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible()
  const queued = page.getByRole('row').filter({ hasText: '₱150.00' })
  await expect(queued).toContainText(member.name)
  await billingShots(page, 'payment')
  answerPrompts(page, ['N/A', 'Bank transfer'])
  await queued.getByRole('button', { name: /^Approve Payment/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment approved successful!' }).first()).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '₱150.00' })).toHaveCount(0)
  await page.getByLabel('Payment bills').selectOption('paid')
  await expect(page.getByRole('row').filter({ hasText: '₱150.00' })).toContainText('Paid')

  await page.goto(`/subscriptions?search=${encodeURIComponent(member.email)}`)
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: member.name }).first()).toBeVisible()
  await billingShots(page, 'subscriptions')
  await page.getByRole('row').filter({ hasText: member.name }).first().getByRole('link', { name: /View Details/ }).click()
  await expect(page.getByRole('heading', { name: /Subscription #\d+/ })).toBeVisible()
  await billingShots(page, 'subscription')
})

// [ADMIN_PAYMENTS][REFUNDS]: a buyer (a new account) pays twice for an offer of the journey's own
// (a made product and funnel at ₱14,999.00): two tabs, two checkouts, both paid through the test
// provider's signed webhook. The first payment grants the offer; the second cannot be honoured
// (the buyer already holds it) and is a refund due. The admin sees it in the /payment queue's
// Refunds due view (buyer, amount, the provider's payment id, why) and marks it refunded once
// confirmed; it leaves the list. Screenshots: docs/images/admin-billing-refunds-due-*.png.
test('a second payment for an offer already held is a refund due; the admin marks it refunded', async ({ page, browser, request }) => {
  const offer = await makeFunnel(request, { price: 1_499_900 })
  const funnelId = offer.funnelId
  await actAsAdmin(page)

  // The buyer: a new account, two checkouts of the same offer, both paid.
  const buyerContext = await browser.newContext()
  const email = `refund.${uniqueTag()}@example.com`
  const signup = await buyerContext.request.post('/api/auth', {
    data: { method: 'signup', username: email, password: 'Refund-e2e-2026!', firstName: 'Rita', lastName: 'Refund' },
    headers: { 'content-type': 'application/json' },
  })
  expect(((await signup.json()) as { error?: string }).error).toBeUndefined()
  const buyer = await buyerContext.newPage()
  await buyer.goto('/')
  const start = () =>
    graphql<{ startCheckout: { status: string; sessionId: string } }>(buyer, 'mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { status sessionId } }', {
      input: { funnelId, paymentTermId: 'one-time' },
    })
  const tabs = [await start(), await start()]
  for (const tab of tabs) expect(tab.data?.startCheckout.status).toBe('pending')
  const pay = async (sessionId: string) => {
    const response = await buyer.request.post(`/api/payments/test-provider/${sessionId}`, { data: { outcome: 'paid' } })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { outcome: string }).outcome
  }
  expect(await pay(tabs[0].data!.startCheckout.sessionId)).toBe('paid')
  expect(await pay(tabs[1].data!.startCheckout.sessionId)).toBe('refund-due')
  await buyerContext.close()

  await page.goto('/payment')
  const view = page.getByRole('navigation', { name: 'Payment views' }).getByRole('link', { name: /Refunds due/ })
  await expect(view).toContainText(/\d/)
  await view.click()
  await expect(page).toHaveURL(/\/payment\?view=refunds$/)
  const refund = page.getByRole('row').filter({ hasText: email })
  await expect(refund).toContainText('Rita Refund')
  await expect(refund).toContainText('₱14,999.00')
  await expect(refund).toContainText(`${offer.productName}: ${offer.funnelName}`)
  await expect(refund).toContainText(/test_pay_test_cs_/)
  await expect(refund).toContainText('The buyer already had an active subscription to this offer (a second payment).')
  await billingShots(page, 'refunds-due')

  // Cancelling the confirmation changes nothing; confirming marks it refunded.
  page.once('dialog', (dialog) => void dialog.dismiss())
  await refund.getByRole('button', { name: /^Mark refunded/ }).click()
  await expect(refund).toBeVisible()
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.accept()
  })
  await refund.getByRole('button', { name: /^Mark refunded/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Marked as refunded.' }).first()).toBeVisible()
  expect(asked).toBe('Mark ₱14,999.00 to Rita Refund as refunded? Do this once the provider has returned the money.')
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
})
