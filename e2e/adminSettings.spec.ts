// [ADMIN_SETTINGS]: the demo admin, acting as Admin (tribe-team-ro), runs the site's settings:
// changes a live-workshop setting and a switch and finds both saved after a reload, then puts both
// back as they were (they are the site's: every journey in the database reads them), whatever they
// were at the start; adds a redirect rule on a path of the journey's own and follows it (the
// server answers it before the app loads, query string kept), turns it off, and is refused a rule
// that would loop; writes, previews and publishes a changelog entry with a title of its own, finds
// it on the public /changelog signed out, and deletes it. Screenshots of each page at 1366 and
// 390 px go to docs/images/admin-settings-*.png.
import { expect, test, type Page } from './support/test'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths, screenshotsWanted } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-settings-${name}`)

test('[ADMIN_SETTINGS][WORKSHOP]: a workshop link and switch are saved and still there after a reload', async ({ page }) => {
  await actAsAdmin(page)
  await page.goto('/settings/live-workshop-beginner')
  await expect(page.getByRole('heading', { name: 'Free Training Workshop (Beginner)' })).toBeVisible()
  // Grouped as the workshop runs: its switches and master link, then each of the 3 days.
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Workshop', 'Day 1', 'Day 2', 'Day 3'])

  // Whatever the site has now (the seed's, or what a journey before this one left): put back at the end.
  const zoom = page.getByLabel('Day 2 Zoom link')
  const day2 = page.getByRole('region', { name: 'Day 2' })
  const live = page.getByRole('switch', { name: 'Workshop is live' })
  await expect(live).toHaveAttribute('aria-checked', /^(true|false)$/)
  const wasLink = await zoom.inputValue()
  const wasLive = (await live.getAttribute('aria-checked')) === 'true'
  // A meeting number no one else saves.
  const link = `https://us02web.zoom.us/j/${parseInt(uniqueTag(), 16)}`
  const saveDay2 = async (value: string) => {
    await zoom.fill(value)
    await day2.getByRole('button', { name: 'Save Day 2 Zoom link' }).click()
    await expect(page.getByText('Day 2 Zoom link saved')).toBeVisible()
  }
  const switchLive = async () => {
    await live.click()
    await expect(page.getByText('Workshop is live saved')).toBeVisible()
  }

  try {
    // Not a link: the server's own schema says so under the box, before anything is sent.
    await zoom.fill('zoom meeting on tuesday')
    await day2.getByRole('button', { name: 'Save Day 2 Zoom link' }).click()
    await expect(zoom).toHaveAccessibleDescription('Enter a link starting with https:// or http://, or a path on this site starting with /')
    await saveDay2(link)

    // The switch the other way (saved at once).
    await switchLive()
    await expect(live).toHaveAttribute('aria-checked', String(!wasLive))

    await page.reload()
    await expect(page.getByLabel('Day 2 Zoom link')).toHaveValue(link)
    await expect(page.getByRole('switch', { name: 'Workshop is live' })).toHaveAttribute('aria-checked', String(!wasLive))
    await shots(page, 'workshop-beginner')

    // The experienced page edits the -exp keys only: its Day 2 link is untouched.
    await page.goto('/settings/live-workshop-experienced')
    await expect(page.getByRole('heading', { name: 'Free Training Workshop (Expert)' })).toBeVisible()
    await expect(page.getByLabel('Day 2 Zoom link')).not.toHaveValue(link)
    await expect(page.getByText('zoom-day-2-exp')).toBeVisible()
  } finally {
    // Back as they were, and seen so after a reload.
    await page.goto('/settings/live-workshop-beginner')
    await expect(page.getByRole('heading', { name: 'Free Training Workshop (Beginner)' })).toBeVisible()
    if ((await zoom.inputValue()) !== wasLink) await saveDay2(wasLink)
    if ((await live.getAttribute('aria-checked')) !== String(wasLive)) await switchLive()
    await page.reload()
    await expect(zoom).toHaveValue(wasLink)
    await expect(live).toHaveAttribute('aria-checked', String(wasLive))
  }

  await page.goto('/default-settings')
  await expect(page.getByRole('heading', { name: 'Default Settings' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Enable affiliate' })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByLabel('Waitlist link')).toHaveValue('/form/waitlist')
  await shots(page, 'default')
})

test('[ADMIN_SETTINGS][REDIRECT]: a new rule is followed before the app loads; a loop is refused', async ({ page, browser, baseURL }) => {
  // A path of the journey's own: no one else's visit is redirected.
  const from = `/whats-new-${uniqueTag()}`
  await actAsAdmin(page)
  await page.goto('/redirect-rules')
  await expect(page.getByRole('heading', { name: 'Redirect Rules' })).toBeVisible()
  // The seeded rules.
  await expect(page.getByRole('table', { name: 'Redirect rules' }).getByRole('cell', { name: '/join', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'New Redirect Rule' }).click()
  let dialog = page.getByRole('dialog', { name: 'New redirect rule' })
  await dialog.getByLabel('From path').fill('/tribe-membership')
  // /join already leads here: /tribe-membership -> /join would send visitors round for ever.
  await dialog.getByLabel('To URL').fill('/join')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByLabel('To URL')).toHaveAccessibleDescription('This rule would redirect in a loop: /tribe-membership → /join → /tribe-membership')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'New Redirect Rule' }).click()
  dialog = page.getByRole('dialog', { name: 'New redirect rule' })
  await dialog.getByLabel('From path').fill(from)
  await dialog.getByLabel('To URL').fill('/changelog?src=short-link')
  await dialog.getByLabel('Type').selectOption('Permanent (301)')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Redirect rule ${from} added`)).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: from })
  await expect(row).toContainText('Permanent (301)')
  await expect(row).toContainText('On')
  await shots(page, 'redirect-rules')

  // Followed by a visitor who is not signed in, with their own query string kept.
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  const response = await visitor.request.get(`${from}?utm_source=fb`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/changelog?src=short-link&utm_source=fb')
  await visitor.goto(`${from}?utm_source=fb`)
  await expect(visitor).toHaveURL(/\/changelog\?src=short-link&utm_source=fb$/)
  await expect(visitor.getByRole('heading', { name: "What's new" })).toBeVisible()

  // Turned off, it redirects nobody: the app's not-found page loads at that path (404: no funnel or
  // affiliate has that name either).
  await row.getByRole('button', { name: `Turn off ${from}` }).click()
  await expect(page.getByText(`${from} is off`)).toBeVisible()
  await expect(row).toContainText('Off')
  const off = await visitor.request.get(from, { maxRedirects: 0 })
  expect(off.status()).toBe(404)
  expect(off.headers().location).toBeUndefined()
  await visitor.goto(from)
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await visitorContext.close()
})

test('[ADMIN_SETTINGS][CHANGELOG]: an entry written, previewed and published shows on the public changelog', async ({ page, browser, baseURL }) => {
  const title = `Redirect rules for short links ${uniqueTag()}`
  await actAsAdmin(page)
  await page.goto('/feature-changelog')
  await expect(page.getByRole('heading', { name: 'Feature Changelog' })).toBeVisible()
  // The seed's unpublished entry is a draft.
  await expect(page.getByRole('row').filter({ hasText: 'Rewards for Tribe Points' })).toContainText('Draft')

  await page.getByRole('button', { name: 'New Entry' }).click()
  const dialog = page.getByRole('dialog', { name: 'New changelog entry' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Version').fill('2.8.0')
  await dialog.getByLabel('Description').fill('Old and short links now **redirect** before the app loads.\n\n- permanent or temporary\n- never in a loop')
  await dialog.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog.getByRole('region', { name: 'Description preview' })
  await expect(preview.locator('strong')).toHaveText('redirect')
  await expect(preview.getByRole('listitem')).toHaveText(['permanent or temporary', 'never in a loop'])
  if (screenshotsWanted) {
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: 'docs/images/admin-settings-changelog-preview-1366.png', animations: 'disabled' })
  }
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`"${title}" added`)).toBeVisible()

  // A draft until published: not on the public page yet.
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Draft')
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/changelog')
  await expect(visitor.getByRole('heading', { name: "What's new" })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: 'Dues banner' })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
  await expect(visitor.getByRole('heading', { name: 'Rewards for Tribe Points' })).toHaveCount(0)

  await row.getByRole('button', { name: `Publish ${title}` }).click()
  await expect(page.getByText(`"${title}" published`)).toBeVisible()
  await expect(row).toContainText('Published')
  await shots(page, 'changelog')

  // Signed out, the visitor sees it (released today, published last: the newest), its markdown rendered.
  await visitor.reload()
  const article = visitor.getByRole('article').first()
  await expect(article.getByRole('heading')).toHaveText(title)
  await expect(article.getByText('v2.8.0')).toBeVisible()
  await expect(article.locator('strong')).toHaveText('redirect')
  await expect(visitor.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await shots(visitor, 'public-changelog')

  // Deleted, it leaves the public page too (the site's changelog keeps no entry of this journey's).
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: `Delete "${title}"?` }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`"${title}" deleted`)).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: "What's new" })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
  await visitorContext.close()
})
