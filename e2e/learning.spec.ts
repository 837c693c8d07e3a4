// [LEARNING]: the member's learning side in Chromium: My Products -> a course -> a video lesson
// that completes itself when it ends -> Mark complete -> the course's progress and the My Courses
// filters follow, as a member the journey makes (scripts/e2e/makers/learner.ts: part-way through
// VA Fundamentals, as the seed leaves the demo member); events past and upcoming with the .ics
// download; a resource download; the public resources; the non-member's membership gate; a search
// result opening its page; a course of the journey's own, in no product, that members do not find.
// The journeys that only read sign in as the demo logins. No test reaches the internet: every
// other host is refused, and the video players are stand-ins served from their own addresses that
// speak the players' message APIs.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { saveScreenshot } from './support/screenshots'
import { expect, test, type Frame, type Locator, type Page } from './support/test'
import { graphql } from './support/api'
import { demo } from './support/demo'
import { make } from './support/make'
import { actAsAdmin, logIn } from './support/session'
import type { Person } from '../scripts/e2e/makers/person'

/** A stand-in for the Vimeo player: says 'ready', records what the page subscribes to, and can play to the end. */
const FAKE_VIMEO = `<!doctype html><html><body style="margin:0;height:100vh;display:grid;place-items:center;background:#1e293b;color:#e2e8f0;font:14px sans-serif">
<p>Video player</p><script>
const subscribed = new Set()
addEventListener('message', (e) => { let m; try { m = JSON.parse(e.data) } catch { return } if (m.method === 'addEventListener') subscribed.add(m.value) })
const send = (event, data) => parent.postMessage(JSON.stringify({ event, data }), '*')
window.fakePlayer = {
  subscribed: (name) => subscribed.has(name),
  end: () => { send('timeupdate', { seconds: 600, percent: 1, duration: 600 }); send('ended', { seconds: 600, percent: 1, duration: 600 }) },
}
send('ready', {})
</script></body></html>`

/** A stand-in for the YouTube player (answers 'listening' and can play to the end). */
const FAKE_YOUTUBE = `<!doctype html><html><body style="margin:0;height:100vh;display:grid;place-items:center;background:#0f172a;color:#e2e8f0;font:14px sans-serif">
<p>Video player</p><script>
let listening = false
const send = (message) => parent.postMessage(JSON.stringify(message), '*')
addEventListener('message', (e) => { let m; try { m = JSON.parse(e.data) } catch { return } if (m.event === 'listening') { listening = true; send({ event: 'initialDelivery', info: { playerState: -1, currentTime: 0 } }) } })
window.fakePlayer = { subscribed: () => listening, end: () => { send({ event: 'onStateChange', info: 1 }); send({ event: 'onStateChange', info: 0 }) } }
</script></body></html>`

/** Nothing leaves the machine: other hosts are refused, the players are the stand-ins above. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
  await page.route(/^https:\/\/player\.vimeo\.com\/video\//, (route) => route.fulfill({ contentType: 'text/html', body: FAKE_VIMEO }))
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) => route.fulfill({ contentType: 'text/html', body: FAKE_YOUTUBE }))
}

/** The lesson player's frame (YouTube or Vimeo), once it has loaded. */
async function playerFrame(page: Page): Promise<Frame> {
  const element = page.locator('iframe[data-testid="youtube-player"], iframe[data-testid="vimeo-player"]')
  await expect(element).toHaveCount(1)
  const frame = await (await element.elementHandle())!.contentFrame()
  await expect(frame!.locator('body')).toContainText('Video player')
  return frame!
}

type FakePlayer = { fakePlayer: { subscribed: (name: string) => boolean; end: () => void } }

/** Plays the lesson's video to its end, once the page listens to the player. */
async function playToEnd(page: Page) {
  const frame = await playerFrame(page)
  await expect.poll(() => frame.evaluate(() => (window as unknown as FakePlayer).fakePlayer.subscribed('ended'))).toBe(true)
  await frame.evaluate(() => (window as unknown as FakePlayer).fakePlayer.end())
}

const progressOf = (page: Page, name: string) => page.getByRole('progressbar', { name }).first()

test.beforeEach(async ({ page }) => {
  await offline(page)
})

/** 'n of m lessons done' in `scope`, as numbers. */
async function lessonCounts(scope: Page | Locator) {
  const text = (await scope.getByText(/^\d+ of \d+ lessons? done$/).first().textContent()) ?? ''
  const [, done, total] = /^(\d+) of (\d+)/.exec(text) ?? []
  return { done: Number(done), total: Number(total) }
}

test('[LEARNING][COURSE]: My Products -> a course -> its lessons; a video that ends and Mark complete move the progress and the filters', async ({ page, request }) => {
  const learner = await make<Person>(request, 'learner')
  await logIn(page, learner.email)
  // Before: the learner is part-way through VA Fundamentals, so "watching" lists it and "completed" does not.
  await page.goto('/courses/my-courses?filter=watching')
  await expect(page.getByRole('link', { name: 'Virtual Assistant Fundamentals' })).toBeVisible()
  await page.getByRole('button', { name: 'Completed' }).click()
  await expect(page).toHaveURL(/\?filter=completed$/)
  await expect(page.getByRole('link', { name: 'Setting Up for Success' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Virtual Assistant Fundamentals' })).toHaveCount(0)

  await page.goto('/content')
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible()
  await expect(page.getByText('Active').first()).toBeVisible()
  await page.getByRole('link', { name: 'Virtual Assistant Fundamentals' }).first().click()
  await expect(page).toHaveURL(/\/courses\/my-courses\/\d+$/)
  const courseUrl = page.url()
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Assistant Fundamentals' })).toBeVisible()
  const before = await lessonCounts(page)
  expect(before.done).toBeGreaterThan(0)
  expect(before.done).toBeLessThan(before.total)
  await expect(progressOf(page, 'Course progress')).toHaveAttribute('aria-valuenow', String(Math.floor((before.done * 100) / before.total)))

  // Resume lands on the lesson the member left: a video. Playing it to the end completes it.
  await page.getByRole('link', { name: 'Resume' }).click()
  await expect(page).toHaveURL(/\/courses\/my-courses\/\d+\/\d+$/)
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible()
  const outline = page.getByRole('complementary', { name: 'Course outline' })
  await playToEnd(page)
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  let done = before.done + 1
  await expect(outline.getByText(`${done} of ${before.total} lessons done`)).toBeVisible()
  await expect(outline.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', String(Math.floor((done * 100) / before.total)))

  // The rest of the course, lesson by lesson: videos by their end, the others by the button.
  while (await page.getByRole('link', { name: 'Next lesson →' }).count()) {
    await page.getByRole('link', { name: 'Next lesson →' }).click()
    await expect(page.getByRole('button', { name: /^(Mark complete|Completed)$/ })).toBeVisible()
    if (await page.getByRole('button', { name: 'Completed' }).count()) continue
    if (await page.locator('iframe[data-testid$="-player"]').count()) await playToEnd(page)
    else await page.getByRole('button', { name: 'Mark complete' }).click()
    await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
    done += 1
    await expect(outline.getByText(`${done} of ${before.total} lessons done`)).toBeVisible()
  }
  expect(done).toBe(before.total)
  await expect(outline.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100')

  await page.getByRole('link', { name: 'Back to course' }).click()
  await expect(page).toHaveURL(courseUrl)
  await expect(progressOf(page, 'Course progress')).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByRole('link', { name: 'Review course' })).toBeVisible()

  // The seeded lesson file of "Daily End-of-Day Report Template" (scripts/seed/learning.ts) downloads whole.
  await page.getByRole('link', { name: /Daily End-of-Day Report Template/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Daily End-of-Day Report Template' })).toBeVisible()
  const eodLink = page.getByRole('link', { name: /^Download EOD Report/ })
  await expect(eodLink).toHaveAttribute('href', /^\/api\/files\/lesson-files\/\d+$/)
  const [eod] = await Promise.all([page.waitForEvent('download'), eodLink.click()])
  expect(eod.suggestedFilename()).toBe('EOD Report.csv')
  expect(await eod.failure()).toBeNull()
  expect((await readFile(await eod.path(), 'utf8')).length).toBeGreaterThan(0)

  // After: "completed" lists it, "watching" no longer does, and the filter survives a reload.
  await page.goto('/courses/my-courses?filter=completed')
  await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: 'Virtual Assistant Fundamentals' })).toBeVisible()
  await page.getByRole('button', { name: 'Watching' }).click()
  await expect(page).toHaveURL(/\?filter=watching$/)
  // VA Fundamentals was the learner's only course in progress: nothing is in progress now.
  await expect(page.getByText('Nothing in progress')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Virtual Assistant Fundamentals' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: 'Virtual Assistant Fundamentals' })).toHaveCount(0)
})

test('[LEARNING][EVENTS]: an upcoming event with Zoom and its calendar file, a past one with its recording', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.goto('/events/my-events')
  await page.getByRole('button', { name: 'Upcoming' }).click()
  await expect(page).toHaveURL(/\?filter=upcoming$/)
  await page.getByRole('link', { name: 'Proposal Writing Workshop' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal Writing Workshop' })).toBeVisible()
  await expect(page.getByText('Upcoming', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join on Zoom' })).toHaveAttribute('href', 'https://us02web.zoom.us/j/84234567890')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()])
  expect(download.suggestedFilename()).toBe('proposal-writing-workshop.ics')
  const ics = await readFile(await download.path(), 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toContain('SUMMARY:Proposal Writing Workshop')
  expect(ics).toMatch(/DTSTART;TZID=Asia\/Manila:\d{8}T190000\r\n/)

  await page.goto('/events/my-events?filter=past')
  await page.getByRole('link', { name: 'Ask Me Anything: Bookkeeping VA' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Me Anything: Bookkeeping VA' })).toBeVisible()
  await expect(page.getByText('Past', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Join/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Watch the recording ↗' })).toHaveAttribute('href', 'https://vimeo.com/tribe/ama-bookkeeping')

  await page.goto('/events/my-events?filter=recurring')
  await page.getByRole('link', { name: 'Weekly Coffee Chat' }).click()
  await expect(page.getByText('Every Tuesday').first()).toBeVisible()
  const [weekly] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()])
  expect(await readFile(await weekly.path(), 'utf8')).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU')
})

test('[LEARNING][RESOURCES]: resources by category, a preview and a download; the public resources without signing in', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.goto('/resources/my-resources')
  await expect(page.getByRole('heading', { level: 2, name: 'PDF' })).toBeVisible()
  await page.getByRole('group', { name: 'Resource categories' }).getByRole('button', { name: /PDF/ }).click()
  await expect(page).toHaveURL(/\?category=pdf$/)
  await page.getByRole('link', { name: 'BIR Registration Guide for Freelancers', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'BIR Registration Guide for Freelancers' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download BIR Registration Guide for Freelancers' }).click()])
  expect(download.suggestedFilename()).toBe('bir-guide.pdf')
  expect(await download.failure()).toBeNull()

  await page.context().clearCookies()
  await page.goto('/resources/public')
  await expect(page.getByRole('heading', { level: 1, name: 'Free Resources' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'BIR Registration Guide for Freelancers', exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: '10 Tools Every VA Uses', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: '10 Tools Every VA Uses' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('[LEARNING][GATE]: a non-member who opens member content gets the membership gate with the waitlist link', async ({ page }) => {
  await logIn(page, demo.nonMember.email)
  await page.goto('/courses/my-courses')
  const gate = page.getByRole('dialog', { name: 'This content is for members' })
  await expect(gate).toContainText('This content is exclusive to Tribe members.')
  await expect(gate).toContainText('Enrollment opens soon.')
  await expect(gate.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/form/waitlist')
  await gate.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText('Exclusive to members')).toBeVisible()
  for (const path of ['/events/my-events', '/resources/my-resources']) {
    await page.goto(path)
    await expect(page.getByRole('dialog', { name: 'This content is for members' })).toBeVisible()
  }
})

test('[LEARNING][SEARCH]: a search result opens its page', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('Proposal Writing')
  const results = page.getByRole('list', { name: 'Search results' })
  await results.getByRole('link', { name: /Proposal Writing Workshop/ }).click()
  await expect(page).toHaveURL(/\/events\/my-events\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal Writing Workshop' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('Canned Responses')
  await results.getByRole('link', { name: /Canned Responses That Sound Human/ }).click()
  await expect(page).toHaveURL(/\/courses\/my-courses\/\d+\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Canned Responses That Sound Human' })).toBeVisible()
})

test('[LEARNING][SEARCH][ACCESS]: search offers a member only what they may open; staff find the same course on its back-office page', async ({ page }) => {
  // A published course in no product, of this journey's own: no member may open it.
  const name = `Outside Every Product ${randomBytes(4).toString('hex')}`
  await actAsAdmin(page)
  const created = await graphql<{ createCourse: { id: number } }>(
    page,
    'mutation ($name: String!) { createCourse(input: { name: $name, isPublished: true, productIds: [] }) { id } }',
    { name },
  )
  expect(created.errors).toBeUndefined()
  const courseId = created.data!.createCourse.id
  // Acting as Admin, the result opens the course's back-office page.
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill(name)
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}$`))

  await page.context().clearCookies()
  await logIn(page, demo.member.email)
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill(name)
  await expect(page.getByText('Oops, no results found')).toBeVisible()
  // What they may open is still found.
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('Canned Responses')
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Canned Responses That Sound Human/ })).toBeVisible()
})

test('[LEARNING][SEARCH][GATE]: a non-member finds member content, and the result opens the membership gate', async ({ page }) => {
  await logIn(page, demo.nonMember.email)
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('Canned Responses')
  const results = page.getByRole('list', { name: 'Search results' })
  await results.getByRole('link', { name: /Canned Responses That Sound Human/ }).click()
  await expect(page).toHaveURL(/\/courses\/my-courses\/\d+\/\d+/)
  await expect(page.getByRole('dialog', { name: 'This content is for members' })).toContainText('This content is exclusive to Tribe members.')
  // An affiliate resource is no member content: the non-member does not find it.
  await page.keyboard.press('Escape')
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('Affiliate Commission Calculator')
  await expect(page.getByText('Oops, no results found')).toBeVisible()
})

// Every learner page at desktop and phone widths, into docs/images/learning-<page>-<width>.png, with
// no sideways scrolling on the phone.
for (const width of [1366, 390] as const) {
  test(`[LEARNING][SCREENSHOTS][${width}]: every learning page`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const shot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
      await saveScreenshot(page, `docs/images/learning-${name}-${width}.png`, { fullPage: true })
    }
    const open = async (path: string, heading: string | RegExp) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
    }

    await logIn(page, demo.member.email)
    await expect(page.getByRole('heading', { name: 'Continue learning' })).toBeVisible()
    await shot('home')
    await open('/content', 'My Products')
    await shot('my-products')
    await open('/courses/my-courses', 'My Courses')
    await shot('my-courses')
    await page.getByRole('link', { name: 'Virtual Assistant Fundamentals' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Assistant Fundamentals' })).toBeVisible()
    await shot('course')
    await page.getByRole('link', { name: /Lesson 4: / }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Across Time Zones in Google Calendar' })).toBeVisible()
    await playerFrame(page)
    await shot('lesson-video')
    await page.getByRole('link', { name: /Lesson 2: / }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Working Across US and AU Time Zones' })).toBeVisible()
    await shot('lesson-text')
    await open('/events/my-events', 'My Events')
    await shot('my-events')
    await page.getByRole('link', { name: 'Proposal Writing Workshop' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Proposal Writing Workshop' })).toBeVisible()
    await shot('event-upcoming')
    await page.goto('/events/my-events?filter=past')
    await page.getByRole('link', { name: 'Upwork Profile Teardown (Live)' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upwork Profile Teardown (Live)' })).toBeVisible()
    await shot('event-past')
    await open('/resources/my-resources', 'My Resources')
    await shot('my-resources')
    await page.getByRole('link', { name: 'Workspace Setup Infographic', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Workspace Setup Infographic' })).toBeVisible()
    await shot('resource')

    await page.context().clearCookies()
    await open('/resources/public', 'Free Resources')
    await shot('public-resources')
    await page.getByRole('link', { name: '10 Tools Every VA Uses', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: '10 Tools Every VA Uses' })).toBeVisible()
    await shot('public-resource')

    await logIn(page, demo.nonMember.email)
    await page.goto('/courses/my-courses')
    await expect(page.getByRole('dialog', { name: 'This content is for members' })).toBeVisible()
    await shot('gate')

    await page.context().clearCookies()
    await logIn(page, demo.successManager.email)
    await page.goto('/content')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await shot('dashboard')
  })
}
