// [ADMIN_CATALOG]: the demo admin, acting as Admin (tribe-team-ro), builds an offer in the catalog
// back office: a payment term, a product granting a course (the price typed in pesos), a
// funnel of it offering two payment terms (one-time always, and the new term), a coupon whose
// preview shows the discounted price, and the funnel's public checkout link. Duplicates and bad
// input are refused on their fields. Everything it builds is its own: names, ids, the slug and the
// code carry a unique tag, so journeys running beside it (or it again) never collide; it reads
// only the seeded course it grants and the seeded funnel whose slug it is refused.
// Screenshots at 1366 and 390 px go to docs/images/admin-catalog-*.png.
import { expect, test, type Page } from './support/test'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'


const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-catalog-${name}`)

test('[ADMIN_CATALOG][JOURNEY]: creates a product with a course, a funnel with two payment terms and a coupon, and shows the checkout link', async ({ page }) => {
  test.setTimeout(180_000)
  const stamp = uniqueTag()
  const TERM_ID = `e2e-2-payments-${stamp}`
  const TERM = `Two payments ${stamp}`
  const PRODUCT = `Upwork Mastery ${stamp}`
  const FUNNEL = `Upwork Mastery Launch ${stamp}`
  const SLUG = `upwork-mastery-${stamp}`
  const CODE = `LAUNCH${stamp}`.toUpperCase()
  await actAsAdmin(page)

  // A payment term (payment-term_create shows Add Payment Term).
  await page.goto('/payment-terms')
  await expect(page.getByRole('heading', { name: 'Payment terms', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Add Payment Term' }).click()
  await page.getByRole('textbox', { name: 'ID' }).fill('Not Readable!')
  await page.getByRole('textbox', { name: 'Name' }).fill(TERM)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("ID must be lower-case letters, digits and dashes, e.g. '3-months'")).toBeVisible()
  await page.getByRole('textbox', { name: 'ID' }).fill(TERM_ID)
  await page.getByRole('spinbutton', { name: 'Number of payments' }).fill('2')
  await page.getByRole('combobox', { name: 'Interval unit' }).selectOption('week')
  await page.getByRole('spinbutton', { name: 'Interval count' }).fill('2')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: TERM })).toBeVisible()
  await expect(page.getByText('Every 2 Week(s)')).toBeVisible()
  await page.reload() // the screenshots without the toast
  await expect(page.getByText('Every 2 Week(s)')).toBeVisible()
  await shots(page, 'payment-term')

  // The product list, then a new product granting a course, its price typed in pesos.
  await page.goto('/products')
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible()
  await shots(page, 'product-list')
  await page.getByRole('link', { name: 'Add New Product' }).click()
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill(PRODUCT)
  await page.getByRole('textbox', { name: 'Price' }).fill('-5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Price cannot be negative')).toBeVisible()
  await page.getByRole('textbox', { name: 'Price' }).fill('2,499.50')
  await page.getByRole('checkbox', { name: 'Virtual Assistant Fundamentals', exact: true }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible()
  await expect(page.getByText('₱2,499.50')).toBeVisible()
  await expect(page.getByText('Virtual Assistant Fundamentals')).toBeVisible()
  await expect(page.getByText('No funnels available')).toBeVisible()

  // A funnel of it offering two payment terms: one-time (always) and the new one.
  await page.getByRole('link', { name: 'Add Funnel' }).click()
  await expect(page.getByRole('heading', { name: 'New funnel' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill(FUNNEL)
  await page.getByRole('textbox', { name: 'Slug' }).fill('tribe-membership')
  await page.getByRole('textbox', { name: 'Price' }).fill('1,999')
  await page.getByRole('spinbutton', { name: 'Validity (days)' }).fill('180')
  await page.getByRole('checkbox', { name: `${TERM} (${TERM_ID})` }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  // The seeded funnel holds that slug: the server's message on the field, nothing stored.
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription('Another funnel already uses this slug')
  await page.getByRole('textbox', { name: 'Slug' }).fill(SLUG)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: FUNNEL })).toBeVisible()
  const funnelId = /\/funnels\/([^/]+)$/.exec(page.url())![1]
  const terms = page.locator('li').filter({ hasText: /payments? ·/ })
  await expect(terms).toHaveCount(2)
  await expect(terms.nth(0)).toContainText('(one-time)')
  await expect(terms.nth(1)).toContainText(`(${TERM_ID})`)
  // The public checkout link.
  await expect(page.getByTestId('checkout-link')).toHaveAttribute('href', `/checkout/${funnelId}`)
  await expect(page.getByTestId('checkout-link')).toContainText(`/checkout/${funnelId}`)

  // A coupon: the preview shows the price after it as it is typed.
  await page.getByRole('link', { name: 'Add Coupon' }).click()
  await expect(page.getByRole('heading', { name: 'New coupon' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
  await page.getByRole('combobox', { name: 'Discount type' }).selectOption('Percentage')
  await page.getByRole('spinbutton', { name: 'Percentage' }).fill('150')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Percentage must be a whole number from 1 to 100')).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Percentage' }).fill('25')
  await expect(page.getByTestId('coupon-preview')).toContainText('With this coupon (Percentage): ₱1,499.25')
  await page.getByRole('spinbutton', { name: 'Usage limit' }).fill('100')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: CODE })).toBeVisible()
  await expect(page.getByText('₱1,499.25')).toBeVisible()
  await expect(page.getByText('0 of 100')).toBeVisible()
  await page.reload()
  await expect(page.getByText('0 of 100')).toBeVisible()
  await shots(page, 'coupon')

  // The funnel lists its coupon; and the funnel list finds it with its product.
  await page.getByRole('link', { name: FUNNEL }).click()
  await expect(page.getByRole('link', { name: CODE })).toBeVisible()
  await shots(page, 'funnel')
  await page.goto(`/products`)
  await page.getByRole('searchbox', { name: 'Search products' }).fill(PRODUCT)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: PRODUCT }).first().click()
  await expect(page.getByRole('link', { name: FUNNEL })).toBeVisible()
  await shots(page, 'product')
  await page.goto(`/funnels?search=${SLUG}`)
  await expect(page.getByRole('table', { name: 'Funnels' }).getByRole('link', { name: PRODUCT })).toBeVisible()
})
