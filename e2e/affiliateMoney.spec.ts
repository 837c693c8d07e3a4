// [AFFILIATES][MONEY]: the affiliate programme's money (docs/product.md, "affiliates"). An affiliate
// of the journey's own (the affiliate maker: terms accepted, a code, GCash details) brings a
// visitor through /<code>; the visitor signs up and buys with the built-in test provider; the
// affiliate sees the lead "paid" and a Pending commission. The demo admin (acting as Admin)
// revokes that payment on the /payment queue and the commission shows Reversed. A second, approved
// commission (the maker, on a made buyer's paid instalment) is paid out: the admin prepares
// payouts on /affiliates, downloads the CSV, marks the affiliate's payout paid with a method and a
// reference, and the affiliate sees it on /affiliate/payout. Seeded rows are only read; note that
// Prepare payouts prepares for every affiliate over the minimum (the demo affiliate has none: the
// seed paid their approved commissions).
// Screenshots at 1366 and 390 px go to docs/images/affiliate-money-*.png.
import { readFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import type { MadeAffiliate, MadeCommission } from '../scripts/e2e/makers/affiliate'
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { DEMO_PASSWORD } from './support/demo'
import { make } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { accountButton, actAsAdmin, logIn, logOut } from './support/session'

const shots = (page: Page, name: string) => screenshotBothWidths(page, `affiliate-money-${name}`)

/**
 * Signs the affiliate in and opens `path`. An affiliate is signed out once, on their first load in
 * a browser (the affiliateRelogin flag in localStorage; the menus journey covers it), so an older
 * session gets the affiliate level; this affiliate's first session already has it, so the flag is
 * set beforehand and the journey is not raced by that sign-out.
 */
async function logInAffiliate(page: Page, email: string, path: string) {
  await page.evaluate(() => localStorage.setItem('affiliateRelogin', 'true'))
  await logIn(page, email)
  await page.goto(path)
  await expect(accountButton(page)).toBeVisible()
}

test('[AFFILIATES][MONEY]: a sale through a link earns, a revoked payment reverses it, an approved commission is paid out', async ({ page, browser, request }) => {
  test.setTimeout(300_000)
  const tag = randomBytes(3).toString('hex')
  const affiliate = await make<MadeAffiliate>(request, 'affiliate')

  // The membership's checkout path, as the admin's funnels list gives it.
  await actAsAdmin(page)
  const answer = await graphql<{ funnels: { items: { name: string; checkoutPath: string }[] } }>(
    page,
    'query ($search: String) { funnels(search: $search) { items { name checkoutPath } } }',
    { search: 'Tribe Membership – 1 Year' },
  )
  const checkoutPath = answer.data!.funnels.items.find((item) => item.name === 'Tribe Membership – 1 Year')!.checkoutPath
  await logOut(page)

  // A signed-out visitor through the affiliate's link: signs up, then buys with the test provider.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/${affiliate.code}`)
  await expect(visitor).not.toHaveURL(new RegExp(`/${affiliate.code}$`))
  const email = `buyer-${tag}@example.com`
  const buyerName = `Rosa Buyer ${tag}`
  await visitor.goto('/signup')
  await visitor.getByRole('textbox', { name: 'First name' }).fill('Rosa')
  await visitor.getByRole('textbox', { name: 'Last name' }).fill(`Buyer ${tag}`)
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email)
  await visitor.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD)
  await visitor.getByRole('button', { name: 'Create Account' }).click()
  await expect(visitor).not.toHaveURL(/\/signup/)
  await visitor.goto(checkoutPath)
  await expect(visitor.getByText(`Buying as Rosa Buyer ${tag} (${email})`)).toBeVisible()
  const payButton = visitor.getByRole('button', { name: /^Pay ₱/ })
  const paidText = ((await payButton.textContent()) ?? '').replace(/^Pay /, '').trim()
  await payButton.click()
  await expect(visitor).toHaveURL(/\/checkout\/test-provider\//)
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(visitor).toHaveURL(/\/thank-you$/)
  await visitorContext.close()

  // The affiliate: the lead is "paid", the commission Pending.
  await logInAffiliate(page, affiliate.email, '/affiliate/leads')
  const lead = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: buyerName })
  await expect(lead).toContainText('paid')
  await shots(page, 'leads')
  await page.goto('/affiliate/commission')
  const commissions = page.getByRole('table', { name: 'Commissions' })
  await expect(commissions.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(1)
  await shots(page, 'commission-pending')
  await logOut(page)

  // The admin revokes the payment on the queue, with a reason.
  await actAsAdmin(page)
  await page.goto(`/payment?bills=paid&search=${encodeURIComponent(email)}`)
  const payment = page.getByRole('row').filter({ hasText: paidText }).filter({ hasText: buyerName })
  await expect(payment).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept('Chargeback (E2E)'))
  await payment.getByRole('button', { name: /^Revoke Payment/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment revoked successful!' }).first()).toBeVisible()

  // The second commission, approved; the admin sees it on the affiliate's page.
  const second = await make<MadeCommission>(request, 'affiliate', { affiliateId: affiliate.affiliateId })
  const amount = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(second.amountCentavos / 100)
  await page.goto('/affiliates')
  await page.getByRole('searchbox', { name: /Search affiliates/ }).fill(affiliate.code)
  await page.getByRole('searchbox', { name: /Search affiliates/ }).press('Enter')
  const listed = page.getByRole('table', { name: 'Affiliates' }).getByRole('row').filter({ hasText: affiliate.code })
  await expect(listed).toContainText(amount)
  await shots(page, 'staff-list')
  await listed.getByRole('link', { name: affiliate.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(affiliate.name)
  await expect(page.getByText(affiliate.gcash)).toBeVisible()
  await shots(page, 'staff-affiliate')
  await page.getByRole('tab', { name: 'Commissions' }).click()
  await expect(page.getByRole('table', { name: 'Commissions' }).getByRole('row').filter({ hasText: 'Reversed' }).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Commissions' }).getByRole('row').filter({ hasText: second.buyer.name })).toContainText('Approved')

  // Payouts: prepare, export the unpaid ones, mark this affiliate's paid.
  await page.goto('/affiliates?t=payouts')
  await page.getByRole('button', { name: 'Prepare payouts' }).click()
  await expect(page.getByRole('status').filter({ hasText: /payouts? prepared/ }).first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Payouts' }).selectOption('prepared')
  const prepared = page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: affiliate.name })
  await expect(prepared).toContainText(amount)
  await expect(prepared).toContainText(affiliate.gcash)
  await shots(page, 'staff-payouts')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  const csv = await readFile((await download.path())!, 'utf8')
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  expect(header).toBe('Payout ID,Affiliate,Method,Account name,Account number,Bank,Amount (PHP),Period from,Period to')
  expect(lines.find((line) => line.includes(affiliate.name))).toContain(affiliate.gcash)
  await prepared.getByRole('button', { name: /^Mark paid/ }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Mark .* to ${affiliate.name} paid$`) })
  await dialog.getByRole('textbox', { name: /Method/ }).fill('GCash')
  await dialog.getByRole('button', { name: 'Mark paid' }).click()
  await expect(dialog.getByText("Enter the transfer's reference")).toBeVisible()
  await dialog.getByRole('textbox', { name: /Reference/ }).fill(`GC-${tag}`)
  await dialog.getByRole('button', { name: 'Mark paid' }).click()
  await expect(page.getByText('Payout marked paid').first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Payouts' }).selectOption('paid')
  await expect(page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: affiliate.name })).toContainText(`GC-${tag}`)
  await logOut(page)

  // The affiliate: Reversed on the commission page, the payout paid.
  await logInAffiliate(page, affiliate.email, '/affiliate/commission')
  await expect(page.getByRole('table', { name: 'Commissions' }).getByRole('row').filter({ hasText: 'Reversed' }).first()).toBeVisible()
  await shots(page, 'commission-reversed')
  await page.goto('/affiliate/payout')
  const payout = page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: amount })
  await expect(payout).toContainText('Paid')
  await expect(payout).toContainText(`GC-${tag}`)
  await shots(page, 'payout')
})
