// [ADMIN_EVENTS_RESOURCES]: the demo admin, acting as Admin (tribe-team-ro), runs the events and
// resources back office: creates a weekly event with week days and a time of the half-hourly list and
// finds it under Incoming; uploads a resource (a PNG made here), finds it in the list and downloads
// the same bytes; a 10 MB + 1 byte file is refused with the spec's note and nothing is stored.
// The event and the resource are the journey's own: their titles carry a unique tag and the lists
// are searched or filtered for them; the event's first day is tomorrow by the server's Manila clock
// (a maker answers it). Members read seeded events and resources by name, so these additions
// change nothing they check.
// Screenshots of each page at 1366 and 390 px go to docs/images/admin-{events,resources}-*.png.
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { manilaDay } from './support/adminMakers'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

// The spec's note for uploads over the limit (common/files.ts UPLOAD_TOO_LARGE_MESSAGE), written out:
// the journey checks the product against the spec's words, not against its code.
const TOO_LARGE = 'The file is larger than 10mb. Please contact an admin to upload it.'
const LIMIT = 10 * 1024 * 1024


const shots = (page: Page, name: string) => screenshotBothWidths(page, `${name}`)

test('[ADMIN_EVENTS_RESOURCES][EVENT]: creates a weekly event with days and a time, and finds it under Incoming', async ({ page, request }) => {
  const EVENT = `Accountability Hour ${uniqueTag()}`
  const firstDay = await manilaDay(request, 1)
  await actAsAdmin(page)
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible()
  await page.getByRole('link', { name: 'Add New Event' }).click()
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible()
  // The spec's default choice: GMT+08:00 Singapore (Manila's offset).
  await expect(page.getByLabel('Time zone')).toHaveValue('GMT+08:00')
  await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText('(GMT+08:00) Singapore')

  await page.getByLabel('Title').fill(EVENT)
  await page.getByLabel('Description').fill('Weekly check-in: wins, blockers and next steps.')
  await page.getByRole('radio', { name: 'Weekly' }).check()
  // Weekly without a day is refused with the schema's message before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Choose at least one week day')).toBeVisible()

  const days = page.getByRole('group', { name: /On these days/ })
  await days.getByRole('checkbox', { name: 'Tuesday' }).check()
  await days.getByRole('checkbox', { name: 'Thursday' }).check()
  await page.getByLabel('Start time').selectOption('7:00 PM')
  await page.getByLabel('End time').selectOption('8:30 PM')
  await page.getByLabel('First day').fill(firstDay)
  await page.getByLabel('Zoom link').fill('https://us02web.zoom.us/j/81234567890')
  await shots(page, 'admin-events-form')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByRole('heading', { name: EVENT })).toBeVisible()
  await expect(page.getByText(/^Weekly on Tuesday, Thursday, 7:00 PM - 8:30 PM \(GMT\+08:00\), from \d\d\/\d\d\/\d{4}$/)).toBeVisible()
  await expect(page.getByText('Incoming', { exact: true })).toBeVisible()
  await shots(page, 'admin-events-detail')

  // Editing gives the organiser's own days and times back (stored as instants and an RRULE).
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: `Edit ${EVENT}` })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked()
  await expect(days.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked()
  await expect(days.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked()
  await expect(page.getByLabel('Start time')).toHaveValue('7:00 PM')
  await page.getByLabel('End time').selectOption('9:00 PM')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/^Weekly on Tuesday, Thursday, 7:00 PM - 9:00 PM \(GMT\+08:00\)/)).toBeVisible()

  await page.goto('/events')
  await page.getByRole('button', { name: 'Incoming' }).click()
  await expect(page).toHaveURL(/[?&]filter=incoming/)
  await page.getByLabel('Search events by title').fill(EVENT)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: EVENT })
  await expect(row).toContainText('Weekly on Tuesday, Thursday, 7:00 PM - 9:00 PM')
  await expect(row).toContainText('Incoming')
  await page.getByLabel('Search events by title').fill('')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).not.toHaveURL(/search=/)
  // The seed's incoming events are listed again beside it.
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: 'Weekly Coffee Chat' })).toBeVisible()
  await shots(page, 'admin-events-list')

  // Past keeps it out: a series without an end date never becomes past.
  await page.getByRole('button', { name: 'Past' }).click()
  await expect(page).toHaveURL(/[?&]filter=past/)
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: EVENT })).toHaveCount(0)
})

test('[ADMIN_EVENTS_RESOURCES][RESOURCE]: uploads a PNG, lists it, downloads the same bytes; refuses 10 MB + 1 byte', async ({ page }) => {
  const RESOURCE = `Workspace Checklist ${uniqueTag()}`
  const TOO_LARGE_TITLE = `Workshop Recording ${uniqueTag()}`
  await actAsAdmin(page)
  // A real PNG, made by the browser: a screenshot of a small part of the page.
  await page.goto('/resource-files')
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible()
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 120 } })
  await page.getByRole('link', { name: 'Add New Resource' }).click()
  await expect(page.getByRole('heading', { name: 'New resource' })).toBeVisible()

  // Over the limit: the spec's note at once, and nothing sent or stored.
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/upload-file')) uploads.push(request.url())
  })
  await page.locator('input[type="file"]').setInputFiles({ name: 'Workshop Recording.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(LIMIT + 1, 1) })
  await expect(page.getByText(TOO_LARGE)).toBeVisible()
  expect(uploads).toEqual([])
  await page.getByLabel('Title').fill(TOO_LARGE_TITLE)
  await shots(page, 'admin-resources-form-too-large')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Errors prevented this form from being saved')).toHaveCount(0)
  await expect(page).toHaveURL(/\/resource-files\/new$/)
  const found = await graphql<{ resourceFiles: { totalCount: number } }>(page, 'query ($search: String) { resourceFiles(search: $search) { totalCount } }', { search: TOO_LARGE_TITLE })
  expect(found.data?.resourceFiles.totalCount).toBe(0)

  // A real upload.
  await page.getByLabel('Title').fill(RESOURCE)
  await page.getByLabel('Description').fill('Print it and tick it off before your first client call.')
  await page.locator('input[type="file"]').setInputFiles({ name: 'Workspace Checklist.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText(/^Uploaded Workspace Checklist\.png/)).toBeVisible()
  await expect(page.getByText('Images', { exact: true })).toBeVisible()
  await page.getByLabel('Audience').selectOption('member')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByRole('heading', { name: RESOURCE })).toBeVisible()
  await expect(page.getByRole('img', { name: RESOURCE })).toBeVisible()
  await expect(page.getByText('image/png')).toBeVisible()
  await shots(page, 'admin-resources-detail')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Workspace Checklist.png')
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })
  expect(bytes.equals(png)).toBe(true)

  await page.goto('/resource-files')
  await page.getByLabel('Category').selectOption('images')
  await expect(page).toHaveURL(/[?&]category=images/)
  const row = page.getByRole('table', { name: 'Resources' }).getByRole('row').filter({ hasText: RESOURCE })
  await expect(row).toContainText('Workspace Checklist.png')
  await expect(row).toContainText('Members')
  await expect(row).toContainText('Published')
  await page.goto('/resource-files')
  await expect(page.getByRole('table', { name: 'Resources' }).getByRole('row').filter({ hasText: RESOURCE })).toBeVisible()
  await shots(page, 'admin-resources-list')
})
