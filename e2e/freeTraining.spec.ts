// [FREE_TRAINING]: the front door's free training, signed out. The HTML of /free-training carries
// its own title and social tags. A visitor registers (name, e-mail, mobile, track), lands on part 1
// of the beginner series with its video, moves to part 2; a bad mobile number is refused in words
// first. The admin switches the beginner workshop live: the visitor sees day 1's Zoom link; the
// admin switches it off: the visitor sees day 1's recording and freebie instead. The workshop is put
// back as it was. Screenshots at 1366 and 390 px go to docs/images/free-training-*.png.
import { expect, test, type Page } from './support/test'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const shots = (page: Page, name: string) => screenshotBothWidths(page, `free-training-${name}`)

test('[FREE_TRAINING]: a visitor registers and watches part 1; the live workshop shows Zoom, then recordings', async ({ page, browser, request }) => {
  const html = await (await request.get('/free-training')).text()
  expect(html).toMatch(/<title>Free Training[^<]*\| Tribe<\/title>/)
  expect(html).toContain('<meta property="og:description"')

  await page.goto('/free-training')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Start freelancing from home')
  await expect(page.getByRole('heading', { level: 3, name: 'Free Training for Beginners' })).toBeVisible()
  await shots(page, 'landing')

  const form = page.getByRole('form', { name: 'Register for the free training' })
  await form.getByLabel('Your name').fill('Liza Journey')
  await form.getByLabel('E-mail').fill(`liza-${uniqueTag()}@example.com`)
  await form.getByLabel('Mobile number').fill('12345')
  await form.getByLabel('Your experience').selectOption('beginner')
  await form.getByRole('button', { name: 'Watch the free training' }).click()
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(/mobile/i)
  await form.getByLabel('Mobile number').fill('09171234567')
  await form.getByRole('button', { name: 'Watch the free training' }).click()

  await expect(page).toHaveURL(/\/free-training-beginner\?registered=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'You are registered' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Part 1: /)
  await expect(page.locator('iframe[title^="Part 1: "]')).toBeAttached()
  await shots(page, 'part-1')

  await page.getByRole('navigation', { name: 'Parts of the series' }).getByRole('link', { name: /^Part 2/ }).click()
  await expect(page).toHaveURL(/\/free-training-beginner\/2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Part 2: /)

  // The admin runs the beginner workshop; put back as it was at the end.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await actAsAdmin(admin)
  await admin.goto('/settings/live-workshop-beginner')
  const enabled = admin.getByRole('switch', { name: 'Enable live workshop' })
  const live = admin.getByRole('switch', { name: 'Workshop is live' })
  await expect(live).toHaveAttribute('aria-checked', /^(true|false)$/)
  const was = { enabled: (await enabled.getAttribute('aria-checked')) === 'true', live: (await live.getAttribute('aria-checked')) === 'true' }
  const set = async (control: typeof live, label: string, on: boolean) => {
    if ((await control.getAttribute('aria-checked')) === String(on)) return
    await control.click()
    await expect(admin.getByText(`${label} saved`).first()).toBeVisible()
    await expect(control).toHaveAttribute('aria-checked', String(on))
  }
  const zoom = await admin.getByLabel('Day 1 Zoom link').inputValue()
  const recording = await admin.getByLabel('Day 1 recording').inputValue()
  try {
    await set(enabled, 'Enable live workshop', true)
    await set(live, 'Workshop is live', true)
    await page.goto('/free-training-beginner')
    const workshop = page.getByRole('region', { name: 'The 3-day live workshop' })
    await expect(workshop.getByRole('link', { name: 'Join Day 1 on Zoom' })).toHaveAttribute('href', zoom)
    await expect(workshop.getByRole('link', { name: 'Watch the Day 1 recording' })).toHaveCount(0)
    await shots(page, 'workshop-live')

    await set(live, 'Workshop is live', false)
    await page.goto('/free-training-beginner')
    await expect(workshop.getByRole('link', { name: 'Watch the Day 1 recording' })).toHaveAttribute('href', recording)
    await expect(workshop.getByRole('link', { name: 'Download the Day 1 freebie' })).toBeVisible()
    await expect(workshop.getByRole('link', { name: 'Join Day 1 on Zoom' })).toHaveCount(0)
    await shots(page, 'workshop-over')
  } finally {
    await set(live, 'Workshop is live', was.live)
    await set(enabled, 'Enable live workshop', was.enabled)
    await adminContext.close()
  }
})
