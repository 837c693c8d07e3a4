// [ADMIN_ENROLMENT]: the demo admin, acting as Admin, enrols a freshly signed-up non-member on
// /enroll-user/{id}: Save with nothing chosen shows 'Batch is required' and 'Please select atleast
// one funnel!'; then a batch, the journey's own product's funnel (Select), the browser
// confirmation, 'User Enrolled Successfully!' and the non-members list. A second fresh user gets a
// manual subscription on the view-subscription page's Enroll to Funnel tab with Customize (start
// in 3 days, blank validity = lifetime), confirmed, and the User Subscriptions tab shows it as
// Lifetime. The journey makes its own product and funnel (a maker) and its two users (the public
// signup, unique e-mails), and finds the product by its unique name, not as the first of a list.
// Screenshots at 1366 and 390 px go to docs/images/admin-billing-*.png.
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { makeFunnel } from './support/adminMakers'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin } from './support/session'
import type { Funnel } from '../scripts/e2e/makers/funnel'
import { uniqueTag } from '../scripts/e2e/unique'

/** A seeded batch the enrolment puts the user in (scripts/seed/community.ts): read, never changed. */
const BATCH = 'Batch 16'

/** A new non-member through the public signup (its own request context: the page stays the admin's). */
async function signUp(request: APIRequestContext, firstName: string): Promise<{ id: number; email: string }> {
  const email = `${firstName.toLowerCase()}.${uniqueTag()}@example.com`
  const response = await request.post('/api/auth', {
    data: { method: 'signup', username: email, password: 'Enrol-e2e-2026!', firstName, lastName: 'Enrolment' },
    headers: { 'content-type': 'application/json' },
  })
  const json = (await response.json()) as { id?: number; error?: string }
  expect(json.error, `signup ${email}`).toBeUndefined()
  return { id: json.id!, email }
}

const billingShots = (page: Page, name: string) => screenshotBothWidths(page, `admin-billing-${name}`)

const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first()

/** Picks the journey's own product, then selects its funnel by name. */
async function selectFunnel(page: Page, offer: Funnel) {
  await page.getByLabel('Product').selectOption({ label: offer.productName })
  const select = page.getByRole('table', { name: 'Funnels' }).getByRole('button', { name: `Select ${offer.funnelName}` })
  await expect(select).toBeVisible()
  await select.click()
  await expect(page.getByRole('table', { name: 'Selected funnels' }).getByRole('row').filter({ hasText: offer.funnelName })).toBeVisible()
}

test('admin enrols a non-member, then subscribes another with Customize', async ({ page, request }) => {
  const offer = await makeFunnel(request)
  const first = await signUp(request, 'Enrolee')
  const second = await signUp(request, 'Subscriber')
  await actAsAdmin(page)

  await page.goto(`/enroll-user/${first.id}`)
  await expect(page.getByRole('heading', { name: 'Enroll User' })).toBeVisible()
  await expect(page.getByText('There are no selected funnels')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Batch is required')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Please select atleast one funnel!' })).toBeVisible()

  await page.getByLabel('Batch').selectOption({ label: BATCH })
  await selectFunnel(page, offer)
  await billingShots(page, 'enroll-user')

  // Dismissing the confirmation enrols nobody.
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`/enroll-user/${first.id}$`))

  let confirmation = ''
  page.once('dialog', (dialog) => {
    confirmation = dialog.message()
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(announced(page, 'User Enrolled Successfully!')).toBeVisible()
  expect(confirmation).toBe('Are you sure you want to enroll this user?')
  await expect(page).toHaveURL(/\/community\/non-members$/)

  // Manual subscription with Customize on the Enroll to Funnel tab.
  await page.goto(`/view-subscription/${second.id}?t=1`)
  await expect(page.getByRole('heading', { name: 'Subscriptions of Subscriber Enrolment' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Enroll to Funnel' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please select atleast one funnel!' })).toBeVisible()
  await selectFunnel(page, offer)
  await page.getByRole('button', { name: new RegExp(`^Customize`) }).click()
  const modal = page.getByRole('dialog', { name: 'Manual Subscribe for this funnel' })
  await modal.getByLabel('Start Day').fill('3')
  const startDate = await modal.getByLabel('Start Date').inputValue()
  expect(startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await modal.getByLabel('Validity (days)').fill('')
  await expect(modal.getByLabel('Validity Date')).toHaveValue('')
  await expect(modal.getByText(/No expiry/)).toBeVisible()
  await billingShots(page, 'view-subscription-customize')
  await modal.getByRole('button', { name: 'Apply' }).click()
  await billingShots(page, 'view-subscription-enroll')
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(announced(page, 'User Enrolled Successfully!')).toBeVisible()
  await expect(page).toHaveURL(/t=0/)
  const row = page.getByRole('row').filter({ hasText: offer.funnelName })
  await expect(row).toContainText('Lifetime')
})
