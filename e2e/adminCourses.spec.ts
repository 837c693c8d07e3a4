// [ADMIN_COURSES]: the demo admin, acting as Admin (tribe-team-ro), builds a course in the back
// office: the course (thumbnail uploaded here, in a product of the journey's own), two units, a
// Video Lesson (a YouTube link) and an Image/Text Only one; reorders them on the tracks page by
// dragging with the mouse AND with the keyboard (a lesson moving to the other unit); writes the
// intro and opens its member's preview; publishes. A member of the journey's own then finds the
// course and its lessons in My Courses and opens a lesson; back as admin, deleting the course asks
// to archive it instead (the member has progress), and once archived it is gone from the member's
// courses. The journey makes that member and the product they hold (makers): the course reaches
// only them, never the demo member other journeys read; its name carries a unique tag.
// No request leaves the machine: YouTube's and Vimeo's hosts answer with a stub page.
// Screenshots at 1366 and 390 px go to docs/images/admin-courses-*.png.
import { expect, test, type Locator, type Page } from './support/test'
import { graphql } from './support/api'
import { makeFunnel } from './support/adminMakers'
import { makePerson } from './support/make'
import { actAsAdmin, logIn, logOut } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const SETUP = 'Getting Set Up'
const CLIENTS = 'Finding Clients'
const VIDEO = 'Your Home Office'
const TEXT = 'Choosing a Headset'

/** Video sites answer with an empty page: the journey never reaches the internet. */
async function stubVideoHosts(page: Page) {
  await page.route(/^https?:\/\/([^/]*\.)?(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title><p>video stub</p>' }),
  )
}


const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-courses-${name}`)

/** The tracks page's order, as "Unit: lesson, lesson" lines. */
async function trackOrder(page: Page) {
  return page.getByRole('list', { name: 'Units' }).evaluate((list) =>
    [...list.querySelectorAll(':scope > li')].map((unit) => {
      const name = unit.querySelector('[aria-label^="Move unit "]')?.getAttribute('aria-label')?.replace('Move unit ', '')
      const lessons = [...unit.querySelectorAll('[aria-label^="Move lesson "]')].map((handle) => handle.getAttribute('aria-label')!.replace('Move lesson ', ''))
      return `${name}: ${lessons.join(', ')}`
    }),
  )
}

/** A mouse drag the way a person makes one: press, move in steps (dnd-kit starts after 4 px), release. */
async function drag(page: Page, handle: Locator, target: Locator, offsetY = 0) {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + offsetY, { steps: 20 })
  await page.mouse.up()
}

/**
 * A keyboard move the way a screen-reader user makes one: Space (the handle is pressed and the
 * place announced), the arrow once, then Space once the new place is announced (dnd-kit measures
 * the list between keys, so keys pressed at once are lost).
 */
async function moveByKeyboard(page: Page, item: string, key: 'ArrowUp' | 'ArrowDown', place: string) {
  const handle = page.getByRole('button', { name: `Move ${item}` })
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await expect(announced(' is now at ')).toBeAttached()
  await page.keyboard.press(key)
  await expect(announced(`is now at ${place}.`)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
}

test('[ADMIN_COURSES][JOURNEY]: builds, orders, previews and publishes a course a member then takes; deleting it archives it', async ({ page, request }) => {
  test.setTimeout(240_000)
  const COURSE = `Remote Work Essentials ${uniqueTag()}`
  const member = await makePerson(request)
  const offer = await makeFunnel(request, { holders: [member.id] })
  await stubVideoHosts(page)
  await actAsAdmin(page)

  // The list, and Add New Course (course_create).
  await page.goto('/courses')
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Courses' })).toBeVisible()
  await shots(page, 'list')
  await page.getByRole('link', { name: 'Add New Course' }).click()
  await expect(page.getByRole('heading', { name: 'New course' })).toBeVisible()

  // Refused before anything is sent: the schema's message on the field.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(COURSE)
  await page.getByLabel('Short description').fill('Set up to work from home and land your first client.')
  await page.getByLabel('Description', { exact: true }).fill('A short course for new remote workers.')
  // The thumbnail is uploaded here: a real PNG the browser makes.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 180 } })
  await page.getByRole('radio', { name: 'Upload a file' }).check()
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'remote-work.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText(/^Uploaded remote-work\.png/)).toBeVisible()
  await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible()
  // The journey's member holds the journey's product: that product gives them the course.
  await page.getByRole('checkbox', { name: offer.productName }).check()
  await shots(page, 'form')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: `${COURSE} thumbnail` })).toBeVisible()
  await expect(page.getByText('No units yet. Add the first unit, then its lessons.')).toBeVisible()
  const courseUrl = page.url()
  const courseId = Number(/\/courses\/(\d+)$/.exec(courseUrl)![1])

  // Two units, each added from the course (the form starts with the course chosen).
  for (const unit of [SETUP, CLIENTS]) {
    await page.getByRole('link', { name: 'Add unit' }).click()
    await expect(page.getByRole('heading', { name: 'New unit' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(String(courseId))
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unit)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(courseUrl)
    await expect(page.getByRole('link', { name: unit, exact: true })).toBeVisible()
  }

  // A Video Lesson with a YouTube link in the first unit.
  await page.getByRole('link', { name: `Add lesson to ${SETUP}` }).click()
  await expect(page.getByRole('heading', { name: 'New lesson' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Unit', exact: true }).locator('option:checked')).toHaveText(`${COURSE} › ${SETUP}`)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(VIDEO)
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Video')
  await page.getByLabel('YouTube or Vimeo link').fill('https://example.com/not-a-video')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a YouTube or Vimeo link (https://...), or upload an MP4')).toBeVisible()
  await page.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await page.getByLabel('Duration').fill('5:00')
  await page.getByRole('textbox', { name: 'Notes under the video', exact: true }).fill('## Before you start\n\n- A quiet corner\n- A good chair')
  await shots(page, 'lesson-form')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: VIDEO })).toBeVisible()
  await expect(page.getByText('Video Lesson')).toBeVisible()
  await expect(page.getByTitle(`${VIDEO}: video`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
  await expect(page.getByText('5:00')).toBeVisible()
  const lessonId = Number(/\/lessons\/(\d+)$/.exec(page.url())![1])
  await shots(page, 'lesson-detail')

  // The staff search link /lesson/{id} lands on the lesson.
  await page.goto(`/lesson/${lessonId}`)
  await expect(page).toHaveURL(new RegExp(`/lessons/${lessonId}$`))
  await expect(page.getByRole('heading', { name: VIDEO })).toBeVisible()

  // An Image/Text Only lesson after it.
  await page.goto(courseUrl)
  await page.getByRole('link', { name: `Add lesson to ${SETUP}` }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(TEXT)
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('Image/Text Only')
  await page.getByRole('textbox', { name: 'Lesson text', exact: true }).fill('Pick a **noise-cancelling** headset with a good microphone.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: TEXT })).toBeVisible()
  await page.goto(courseUrl)
  await expect(page.getByRole('list', { name: `Lessons of ${SETUP}` }).getByRole('link')).toHaveText([VIDEO, TEXT])
  await shots(page, 'detail')

  // Tracks: the mouse drags the second unit above the first...
  await page.getByRole('link', { name: 'Tracks' }).click()
  await expect(page.getByRole('heading', { name: `Tracks of ${COURSE}` })).toBeVisible()
  expect(await trackOrder(page)).toEqual([`${SETUP}: ${VIDEO}, ${TEXT}`, `${CLIENTS}: `])
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled()
  await drag(page, page.getByRole('button', { name: `Move unit ${CLIENTS}` }), page.getByRole('button', { name: `Move unit ${SETUP}` }), -10)
  await expect.poll(() => trackOrder(page)).toEqual([`${CLIENTS}: `, `${SETUP}: ${VIDEO}, ${TEXT}`])

  // ...and the keyboard moves a lesson: Space picks it up, the arrows move it, Space drops it.
  await moveByKeyboard(page, `lesson ${TEXT}`, 'ArrowUp', `position 1 of 2 in ${SETUP}`)
  await expect.poll(() => trackOrder(page)).toEqual([`${CLIENTS}: `, `${SETUP}: ${TEXT}, ${VIDEO}`])
  // Up once more from the top of its unit: into the unit above (an empty one).
  await moveByKeyboard(page, `lesson ${TEXT}`, 'ArrowUp', `position 1 of 1 in ${CLIENTS}`)
  await expect.poll(() => trackOrder(page)).toEqual([`${CLIENTS}: ${TEXT}`, `${SETUP}: ${VIDEO}`])
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  await shots(page, 'tracks')
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByText('Order saved')).toBeVisible()
  await page.reload()
  await expect.poll(() => trackOrder(page)).toEqual([`${CLIENTS}: ${TEXT}`, `${SETUP}: ${VIDEO}`])

  // The intro, with the member's view as it is typed, then the saved preview.
  await page.goto(`/courses/${courseId}/intro`)
  await expect(page.getByRole('heading', { name: `Intro of ${COURSE}` })).toBeVisible()
  await page.getByLabel('Intro video link').fill('https://youtu.be/dQw4w9WgXcQ')
  await page.getByRole('textbox', { name: 'What members get', exact: true }).fill('## What you get\n\n- A home office checklist\n- Your first client pitch')
  const live = page.getByRole('region', { name: 'As members will see it' })
  await expect(live.getByRole('heading', { name: 'What you get' })).toBeVisible()
  await expect(live.getByTitle(`${COURSE}: introduction video`)).toBeVisible()
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('region', { name: 'What members get preview' }).getByRole('listitem')).toHaveText(['A home office checklist', 'Your first client pitch'])
  await shots(page, 'intro')
  await page.getByRole('button', { name: 'Save intro' }).click()
  await expect(page.getByText('Intro saved')).toBeVisible()
  await page.getByRole('link', { name: 'Open the saved preview' }).click()
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/intro/preview$`))
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  await expect(page.getByText('Set up to work from home and land your first client.')).toBeVisible()
  await expect(page.getByTitle(`${COURSE}: introduction video`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
  await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
  await shots(page, 'preview')

  // Publish.
  await page.getByRole('link', { name: 'Back to course' }).click()
  await page.getByRole('button', { name: `Publish ${COURSE}` }).click()
  await expect(page.getByText(`${COURSE} is published`)).toBeVisible()
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible()
  await logOut(page)

  // The member finds it in My Courses, with the lessons in the saved order, and opens one.
  await logIn(page, member.email)
  await page.goto('/courses/my-courses?sort=newest')
  // The thumbnail uploaded above reaches the member too, through the course's own download route.
  const thumbnail = page.locator(`img[src="/api/files/course-thumbnails/${courseId}?inline=1"]`).first()
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await page.getByRole('link', { name: new RegExp(COURSE) }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(TEXT) }).first()).toBeVisible()
  await page.getByRole('link', { name: new RegExp(VIDEO) }).first().click()
  await expect(page.getByRole('heading', { name: VIDEO })).toBeVisible()
  // Opening the lesson started it (the player's startLesson): progress the archive rule will keep.
  const outline = async () =>
    (
      await graphql<{ myCourse: { units: { name: string; lessons: { name: string; started: boolean }[] }[] } | null }>(
        page,
        `query { myCourse(id: ${courseId}) { units { name lessons { name started } } } }`,
      )
    ).data?.myCourse?.units
  await expect
    .poll(outline)
    .toEqual([
      { name: CLIENTS, lessons: [{ name: TEXT, started: false }] },
      { name: SETUP, lessons: [{ name: VIDEO, started: true }] },
    ])
  await logOut(page)

  // Back as admin: the member's progress makes Delete ask to archive instead.
  await actAsAdmin(page)
  await page.goto(courseUrl)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog', { name: `Delete ${COURSE}?` }).getByRole('button', { name: 'Delete' }).click()
  const archive = page.getByRole('dialog', { name: 'Archive instead?' })
  await expect(archive).toContainText('Members have progress on this course (1 member, 1 lesson record).')
  await shots(page, 'archive')
  await archive.getByRole('button', { name: 'Archive course' }).click()
  await expect(page.getByText('Course archived')).toBeVisible()
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible()
  await page.goto('/courses?status=archived')
  await expect(page.getByRole('table', { name: 'Courses' }).getByRole('link', { name: COURSE, exact: true })).toBeVisible()
  await logOut(page)

  // Gone from the member at once; their progress is kept for a restore.
  await logIn(page, member.email)
  const after = await graphql<{ myCourse: unknown }>(page, `query { myCourse(id: ${courseId}) { id } }`)
  expect(after.data?.myCourse).toBeNull()
})
