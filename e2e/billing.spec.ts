// [BILLING]: the member's "Billing and Subscriptions" page, /account (docs/product.md, "billing"). Each journey makes
// its own payer (scripts/e2e/makers/payer.ts), placed as the seed places the payer demo login:
// Tribe Membership in 3 monthly payments, one paid (40 days ago), one overdue (10 days ago), one
// due in 20 days, counted from the server's Manila today, whose dates the maker answers. The payer
// follows the dues banner to the Billing tab, pays the overdue row with the built-in test provider
// and comes back to a Paid row and no banner; another sends a proof of a manual transfer for the
// last row, which the admin then finds in the /payment queue with its file.
// Screenshots at 1366 and 390 px go to docs/images/account-*.png.
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { make } from './support/make'
import { shownDate } from './support/memberDates'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin, logIn, logOut, openAvatarMenu } from './support/session'
import type { Payer } from '../scripts/e2e/makers/payer'

const makePayer = (request: APIRequestContext) => make<Payer>(request, 'payer')

/** A 1x1 PNG: a real image, as the upload's content check wants. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The schedule row due on `date` ('YYYY-MM-DD') on the Billing tab. */
const rowDue = (page: Page, date: string) => page.getByRole('listitem', { name: `Payment of ${shownDate(date)}` })

const overdueBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'overdue payment' })

test('[BILLING][PAY]: the payer follows the dues banner to Billing, pays the overdue row with the test provider, and the banner is gone', async ({ page, request }) => {
  test.setTimeout(120_000)
  const payer = await makePayer(request)
  await logIn(page, payer.email)
  const banner = overdueBanner(page)
  await expect(banner).toBeVisible()
  await banner.getByRole('link', { name: 'here' }).click()
  await expect(page).toHaveURL(/\/account\?q=billings$/)
  await expect(page.getByRole('heading', { name: 'Billing and Subscriptions' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true')

  const overdue = rowDue(page, payer.overdueDate)
  await expect(overdue).toContainText('Overdue')
  await expect(overdue).toContainText('₱5,399.00')
  await expect(overdue).toContainText('For Payment')
  // The paid first instalment has no actions.
  const paid = rowDue(page, payer.paidDate)
  await expect(paid).toContainText('Paid')
  await expect(paid.getByRole('button')).toHaveCount(0)

  await overdue.getByRole('button', { name: /^Pay now/ }).click()
  await expect(page).toHaveURL(/\/checkout\/test-provider\/[0-9a-f-]{36}$/)
  await expect(page.getByText('₱5,399.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/account\?q=billings$/)
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true')
  const settled = rowDue(page, payer.overdueDate)
  await expect(settled).toContainText('Paid')
  await expect(settled).not.toContainText('For Payment')
  await expect(settled.getByRole('button')).toHaveCount(0)
  await expect(overdueBanner(page)).toHaveCount(0)
  // Still gone after a reload: the server no longer reports the due.
  await page.reload()
  await expect(rowDue(page, payer.overdueDate)).toContainText('Paid')
  await expect(overdueBanner(page)).toHaveCount(0)
})

test('[BILLING][PROOF]: the payer sends a proof for the coming row from the avatar menu, and the admin sees it in the /payment queue', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const payer = await makePayer(request)
  await logIn(page, payer.email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('link', { name: 'Billing and Subscriptions' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true')
  const subscription = page.getByRole('listitem').filter({ hasText: 'Tribe Membership – 1 Year' })
  await expect(subscription).toContainText('Active')
  await expect(subscription).toContainText(shownDate(payer.startDate))
  await screenshotBothWidths(page, 'account-subscriptions')

  await page.getByRole('tab', { name: 'Billing' }).click()
  await expect(page).toHaveURL(/\/account\?q=billings$/)
  const coming = rowDue(page, payer.comingDate)
  await expect(coming).toContainText(`Due in ${payer.comingInDays} day(s)`)
  await coming.getByRole('button', { name: /^Upload proof/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload proof of payment' })
  await expect(dialog).toBeVisible()

  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send proof' }).click()
  await expect(dialog.getByText('Please upload your proof of payment (an image or a PDF).')).toBeVisible()
  await expect(dialog.getByText('Please say how you paid.')).toBeVisible()

  const fileName = `gcash-receipt-${Date.now().toString(36)}.png`
  await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: TINY_PNG })
  await expect(dialog.getByText(`Uploaded ${fileName}`)).toBeVisible()
  await dialog.getByLabel('Payment platform').selectOption('GCash')
  await dialog.getByLabel('Reference number').fill('GC-2026-0042')
  await dialog.getByRole('button', { name: 'Send proof' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Proof of payment sent. We will let you know once it is approved.' }).first()).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(coming).toContainText('Proof sent, waiting for approval')
  await expect(coming.getByRole('link', { name: fileName })).toHaveAttribute('href', /\/api\/files\/payment-proofs\/\d+/)
  await page.reload()
  await expect(rowDue(page, payer.comingDate)).toContainText('Proof sent, waiting for approval')
  await screenshotBothWidths(page, 'account-billing')
  await logOut(page)

  const admin = await (await browser.newContext()).newPage()
  await actAsAdmin(admin)
  await admin.goto(`/payment?search=${encodeURIComponent(payer.email)}`)
  await expect(admin.getByRole('heading', { name: 'Payments' })).toBeVisible()
  const queued = admin.getByRole('row').filter({ hasText: fileName })
  await expect(queued).toContainText(payer.name)
  await expect(queued).toContainText('₱5,399.00')
  await expect(queued).toContainText('GCash · Ref GC-2026-0042 · pending')
  await expect(queued.getByRole('link', { name: fileName })).toHaveAttribute('href', /\/api\/files\/payment-proofs\/\d+/)
})
