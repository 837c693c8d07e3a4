// [LANDING_PAGES]: the landing-page builder and the pages it makes, as staff and visitors use them.
// The admin opens a funnel of its own, builds its page from blocks (a hero, the price block, an
// opt-in form), previews it at phone width and publishes it. A signed-out visitor opens /{slug}:
// the HTML carries the page's own title, the price is the server's, and Enrol now reaches the
// funnel's checkout. The admin changes the headline, publishes version 2, restores version 1 into
// the draft and publishes it again; the visitor sees the first headline back. The admin closes the
// funnel: its page says so and keeps the waitlist form, which a visitor joins; the admin sees the
// sign-up. A marketing page (/lessons) and the demo's funnel page render signed out from their
// seeded content, and every public route of the table opens signed out. Screenshots at 1366 and
// 390 px go to docs/images/landing-*.png.
import { expect, test, type Page } from './support/test'
import { makeFunnel } from './support/adminMakers'
import { graphql } from './support/api'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths, saveScreenshot } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

/** The field of the selected block (Puck's right-hand panel) by its label. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first()

async function addBlock(page: Page, label: string) {
  await page.getByLabel('Block to add').selectOption({ label })
  await page.getByRole('button', { name: 'Add block' }).click()
}

/** The builder's canvas (Puck draws the page in an iframe). */
const canvas = (page: Page) => page.frameLocator('iframe#preview-frame')

test('[LANDING_PAGES]: staff build, publish and restore a funnel page; visitors see the price, reach checkout, join the waitlist', async ({ page, browser, request }) => {
  const funnel = await makeFunnel(request, { price: 350_000 })
  await actAsAdmin(page)
  await page.goto(`/funnels/${funnel.funnelId}`)
  await page.getByRole('link', { name: 'Build page' }).click()
  await expect(page).toHaveURL(new RegExp(`/funnels/${funnel.funnelId}/build$`))
  await expect(page.getByRole('heading', { level: 1, name: `${funnel.funnelName}: page builder` })).toBeVisible()
  await expect(page.getByText('Not published yet')).toBeVisible()

  const first = `Land your first client, ${uniqueTag()}`
  await addBlock(page, 'Hero')
  await field(page, 'Headline').fill(first)
  await field(page, 'Line under it').fill('A 30-day plan for Filipino freelancers, from profile to paid project.')
  await addBlock(page, 'Price and payment terms')
  await addBlock(page, 'Opt-in form')
  await expect(canvas(page).getByRole('heading', { level: 1, name: first })).toBeVisible()
  // The canvas shows the server's price for this funnel, as visitors will see it.
  // The editor's frame asks the server for the price after Puck mounts: slow on a loaded machine.
  await expect(canvas(page).getByText('₱3,500.00').first()).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: /Phone/ }).first().click()
  await saveScreenshot(page, 'docs/images/landing-builder-phone-1366.png')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: version 1 is live').first()).toBeVisible()
  await expect(page.getByText(/Version 1 is live/)).toBeVisible()
  await saveScreenshot(page, 'docs/images/landing-builder-1366.png')

  // A crawler's view: the page's own title and tags, without JavaScript.
  const html = await (await request.get(`/${funnel.slug}`)).text()
  expect(html).toContain(`<meta property="og:title"`)
  expect(html).toContain(first)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/${funnel.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: first })).toBeVisible()
  await expect(visitor.getByText('₱3,500.00').first()).toBeVisible()
  await screenshotBothWidths(visitor, 'landing-funnel')
  await visitor.getByRole('link', { name: 'Enrol now' }).first().click()
  await expect(visitor).toHaveURL(new RegExp(`/checkout/${funnel.funnelId}\\?term=one-time$`))
  await expect(visitor.getByText(funnel.productName).first()).toBeVisible()

  // Version 2 with another headline, then version 1 restored and published as version 3.
  const second = `Second headline ${uniqueTag()}`
  await canvas(page).getByRole('heading', { level: 1, name: first }).click()
  await field(page, 'Headline').fill(second)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: version 2 is live').first()).toBeVisible()
  await visitor.goto(`/${funnel.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: second })).toBeVisible()

  await page.getByRole('button', { name: 'Versions' }).click()
  const versions = page.getByRole('dialog', { name: 'Published versions' })
  await expect(versions.getByText('Version 2')).toBeVisible()
  await versions.getByRole('listitem').filter({ hasText: 'Version 1' }).getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('Version 1 is in the draft').first()).toBeVisible()
  await expect(canvas(page).getByRole('heading', { level: 1, name: first })).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: version 3 is live').first()).toBeVisible()
  await visitor.goto(`/${funnel.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: first })).toBeVisible()

  // Closed: the page says so and keeps a waitlist form.
  const closed = await graphql(page, `mutation($id: String!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { isOpen } }`, {
    id: funnel.funnelId,
    input: { productId: funnel.productId, name: funnel.funnelName, slug: funnel.slug, price: funnel.price, validityByDays: 365, isOpen: false, paymentTermIds: [] },
  })
  expect(closed.errors ?? []).toEqual([])
  await visitor.goto(`/${funnel.slug}`)
  await expect(visitor.getByRole('heading', { name: 'Enrolment is closed for now' })).toBeVisible()
  const waitlist = visitor.getByRole('form', { name: 'Join the waitlist' })
  await waitlist.getByLabel('Your name').fill('Rina Waitlist')
  await waitlist.getByLabel('E-mail').fill(`rina-${uniqueTag()}@example.com`)
  await waitlist.getByLabel('Mobile number').fill('09171234567')
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(visitor.getByText('You are on the waitlist.')).toBeVisible()
  await screenshotBothWidths(visitor, 'landing-closed')
  await visitorContext.close()

  // Staff see who signed up, from the builder.
  await page.getByRole('button', { name: 'Sign-ups' }).click()
  const signUps = page.getByRole('dialog', { name: 'Sign-ups' })
  const row = signUps.getByRole('row').filter({ hasText: 'Rina Waitlist' })
  await expect(row).toBeVisible()
  await expect(row.getByText('Waitlist', { exact: true })).toBeVisible()
})

test('[LANDING_PAGES]: a marketing page and the seeded funnel page render signed out, and staff find the marketing pages in their list', async ({ page, request }) => {
  const html = await (await request.get('/lessons')).text()
  expect(html).toMatch(/<title>[^<]+\| Tribe<\/title>/)
  await page.goto('/lessons')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await screenshotBothWidths(page, 'landing-marketing')

  await page.goto('/tribe-membership')
  await expect(page.getByRole('heading', { level: 1, name: 'Work from home with a plan, a coach and a Tribe' })).toBeVisible()
  await expect(page.getByText('₱14,999.00').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join the Tribe' }).first()).toHaveAttribute('href', /^\/checkout\/[^/?]+\?term=one-time$/)
  await screenshotBothWidths(page, 'landing-seeded-funnel')

  await actAsAdmin(page)
  await page.goto('/marketing-pages')
  await expect(page.getByRole('table', { name: 'Marketing pages' }).getByRole('link', { name: '/lessons' })).toBeVisible()
  await screenshotBothWidths(page, 'landing-marketing-list')
  // A marketing page opens in the same builder, its seeded blocks on the canvas.
  await page.getByRole('row').filter({ hasText: '/lessons' }).getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /\(\/lessons\): page builder$/ })).toBeVisible()
  await expect(page.getByText(/Version 1 is live/)).toBeVisible()
  await expect(canvas(page).getByRole('heading', { level: 1 })).toBeVisible()
})

// The public routes of the route table, signed out: each renders its page (a heading, never the
// not-found page). The builder, listed there too, is staff-only here: it asks to sign in.
const PUBLIC_PATHS = [
  '/lessons', '/fts', '/checkout/closed', '/samplepackages', '/challenge', '/changelog', '/privacy-policy', '/refund-policy', '/enroll',
  '/va', '/terms-conditions', '/form/journey-form', '/free-lessons', '/12-day-challenge', '/free-training', '/free-training-beginner',
  '/free-training-beginner/2', '/free-training-experienced', '/free-training-experienced/3', '/getstarted', '/freedom', '/freelancing',
  '/xmas', '/training', '/anniv', '/fast-track', '/fast', '/resources/public', '/tribe-membership', '/tribe-membership/carlo',
]

test('[LANDING_PAGES]: every public route renders signed out', async ({ page, request }) => {
  for (const path of PUBLIC_PATHS) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading').first(), path).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0)
  }
  // Paths with a record's id: the seeded funnel's checkout, a public resource.
  const funnel = (await (await request.get('/api/public-page?path=/tribe-membership')).json()) as { content: { funnelId: string } }
  await page.goto(`/checkout/${funnel.content.funnelId}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.goto('/resources/public')
  await page.getByRole('main').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/resources\/public\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.goto('/funnels/any/build')
  await expect(page).toHaveURL(/\/login/)
})
