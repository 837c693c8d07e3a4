// [CHECKOUT]: a visitor buys an offer through its public checkout (docs/product.md, "checkout"): picks a payment term,
// a wrong coupon is refused on its field and a right one takes the discount (the server's quote),
// creates an account and comes back with the choices kept, is declined once by the built-in test
// provider and tries again, pays, lands on the thank-you page and finds the product in My Products.
// A closed offer's checkout sends visitors to /checkout/closed. The buyer is the journey's own: the
// account it creates through the sign-up form (its first change) has an e-mail no other journey
// uses; the seeded offers are found by their names and only read.
// Screenshots at 1366 and 390 px go to docs/images/checkout-*.png.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { DEMO_PASSWORD } from './support/demo'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin } from './support/session'

/** The checkout path of the seeded funnel named `name`, as the admin's funnel page shows it. */
async function checkoutPathOf(page: Page, name: string): Promise<string> {
  const answer = await graphql<{ funnels: { items: { name: string; checkoutPath: string }[] } }>(
    page,
    'query ($search: String) { funnels(search: $search) { items { name checkoutPath } } }',
    { search: name },
  )
  const funnel = answer.data?.funnels.items.find((item) => item.name === name)
  expect(funnel, `the seeded funnel "${name}"`).toBeTruthy()
  return funnel!.checkoutPath
}

test('[CHECKOUT][JOURNEY]: a visitor buys with a coupon, creates an account, pays with the test provider and finds the product in My Products', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await actAsAdmin(page)
  const membership = await checkoutPathOf(page, 'Tribe Membership – 1 Year')
  const closed = await checkoutPathOf(page, 'SMM Certification (closed)')
  await page.close()

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(closed)
  await expect(visitor).toHaveURL(/\/checkout\/closed$/)
  await expect(visitor.getByRole('heading', { name: 'This offer is closed' })).toBeVisible()
  await screenshotBothWidths(visitor, 'checkout-closed')

  await visitor.goto(membership)
  await expect(visitor.getByRole('heading', { name: 'Tribe Membership', exact: true })).toBeVisible()
  const total = visitor.getByTestId('checkout-total')
  await expect(total).toHaveText('₱14,999.00')
  await visitor.getByRole('radio', { name: /3 monthly payments/ }).check()
  await expect(total).toHaveText('₱16,197.00')

  const coupon = visitor.getByRole('textbox', { name: 'Coupon code' })
  await coupon.fill('NOT-A-CODE')
  await visitor.getByRole('button', { name: 'Apply' }).click()
  await expect(visitor.getByRole('alert').filter({ hasText: 'coupon' })).toHaveText('This coupon code is not valid for this offer.')
  await expect(total).toHaveText('₱16,197.00')
  await coupon.fill('tribe500')
  await visitor.getByRole('button', { name: 'Apply' }).click()
  await expect(visitor.getByText('Coupon TRIBE500 applied.')).toBeVisible()
  // ₱16,197.00 - ₱500.00 = ₱15,697.00 in 3 payments: ₱5,232.34 today (the odd centavo first), then 2 of ₱5,232.33.
  await expect(total).toHaveText('₱15,697.00')
  await expect(visitor.getByText('Then 2 more payment(s) of ₱5,232.33')).toBeVisible()
  await screenshotBothWidths(visitor, 'checkout-offer')

  // A new account, then back to this checkout with the term and the coupon kept.
  const email = `buyer-${randomBytes(4).toString('hex')}@example.com`
  await visitor.getByRole('link', { name: 'Create an account' }).click()
  await expect(visitor).toHaveURL(/\/signup\?redirectTo=/)
  await visitor.getByRole('textbox', { name: 'First name' }).fill('Andrea')
  await visitor.getByRole('textbox', { name: 'Last name' }).fill('Buenaventura')
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email)
  await visitor.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD)
  await visitor.getByRole('button', { name: 'Create Account' }).click()
  await expect(visitor.getByText(`Buying as Andrea Buenaventura (${email})`)).toBeVisible()
  await expect(total).toHaveText('₱15,697.00')

  // The test provider declines once; Try again starts a new payment.
  await visitor.getByRole('button', { name: 'Pay ₱5,232.34' }).click()
  await expect(visitor).toHaveURL(/\/checkout\/test-provider\/[0-9a-f-]{36}$/)
  await expect(visitor.getByText('Tribe Membership: Tribe Membership – 1 Year')).toBeVisible()
  await expect(visitor.getByText('₱5,232.34')).toBeVisible()
  await screenshotBothWidths(visitor, 'checkout-test-provider')
  await visitor.getByRole('button', { name: 'Fail' }).click()
  await expect(visitor.getByText('The payment failed. Nothing was charged.')).toBeVisible()
  await visitor.getByRole('link', { name: 'Try again' }).click()
  await expect(visitor.getByTestId('checkout-total')).toHaveText('₱15,697.00')
  await visitor.getByRole('button', { name: 'Pay ₱5,232.34' }).click()
  await expect(visitor).toHaveURL(/\/checkout\/test-provider\//)
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(visitor).toHaveURL(/\/thank-you$/)
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await screenshotBothWidths(visitor, 'checkout-thank-you')
  await visitor.getByRole('link', { name: 'Go to My Products' }).click()
  await expect(visitor).toHaveURL(/\/content$/)
  await expect(visitor.getByRole('heading', { name: 'Tribe Membership' }).first()).toBeVisible()

  // Buying the same offer again is refused: the buyer already holds it.
  await visitor.goto(membership)
  await visitor.getByRole('button', { name: /^Pay / }).click()
  await expect(visitor.getByText('You already have an active subscription to this offer. See Billing and Subscriptions.')).toBeVisible()
})
