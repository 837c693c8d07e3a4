// [STAGES]: the member journey through stages in Chromium, on the seeded stages and tasks. Each
// journey makes its own member (scripts/e2e/makers/stageMember.ts) where the seed puts the demo
// member: on Stage 1: Foundation with 2 of its 4 tasks finished and 125 Tribe Points (50 base
// points from the import + 40 for stage 0's tasks + 35 for stage 1's first two). The member
// finishes a task (the sound is fetched, points and percentage change, the navbar drawer agrees);
// another finishes both remaining tasks and asks to move up; the demo head coach (Emmanuel Aquino),
// who leads and reviews Stage 1, sees that member in the review queue and approves; the member is
// then on Stage 2. The screenshots read a made member too, and one already moved up, so the review
// page has a decision to show.
import { saveScreenshot } from './support/screenshots'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { demo } from './support/demo'
import { make } from './support/make'
import { logIn } from './support/session'
import type { Person } from '../scripts/e2e/makers/person'
import type { StageMemberInput } from '../scripts/e2e/makers/stageMember'

const makeStageMember = (request: APIRequestContext, input: StageMemberInput = {}) => make<Person>(request, 'stageMember', input)

const summary = (page: Page) => page.getByRole('region', { name: 'Stage progress' })
const task = (page: Page, title: string) => page.getByRole('listitem', { name: title })

async function openMyStage(page: Page) {
  await page.goto('/stages/my-stage')
  await expect(page.getByRole('heading', { level: 1, name: 'My Stage' })).toBeVisible()
  await expect(summary(page)).toBeVisible()
}

test('[STAGES][FINISH]: the member finishes a task; points, percentage and the progress drawer change at once', async ({ page, request }) => {
  const member = await makeStageMember(request)
  await logIn(page, member.email)
  await openMyStage(page)
  await expect(page.getByTestId('stage-label').first()).toHaveText('Stage 1: Foundation')
  await expect(page.getByTestId('stage-points').first()).toHaveText('125 Tribe Points')
  await expect(page.getByRole('progressbar', { name: 'Stage 1: Foundation progress' })).toHaveAttribute('aria-valuenow', '50')
  await expect(page.getByRole('list', { name: 'Stages' }).locator('[aria-current="step"]')).toContainText('Stage 1: Foundation')
  await expect(page.getByText('Rewards for Tribe Points are coming soon.')).toBeVisible()
  // Markdown is rendered (bold), not shown as asterisks.
  await expect(task(page, 'Pick your niche').locator('strong', { hasText: 'why' })).toBeVisible()
  await expect(task(page, 'Set up your workspace')).toContainText('Finished')

  const sound = page.waitForResponse((response) => response.url().endsWith('/sounds/task-finished.wav') && response.ok())
  await task(page, 'Finish the VA Fundamentals course').getByRole('button', { name: 'Mark "Finish the VA Fundamentals course" as done' }).click()
  await sound
  await expect(page.getByTestId('stage-points').first()).toHaveText('155 Tribe Points')
  await expect(page.getByRole('progressbar', { name: 'Stage 1: Foundation progress' })).toHaveAttribute('aria-valuenow', '75')
  await expect(page.getByTestId('stage-remaining').first()).toContainText('1 task left on this stage.')
  await expect(task(page, 'Finish the VA Fundamentals course')).toContainText('Finished')

  // The drawer in the navbar reads the same progress.
  await page.getByRole('button', { name: 'My progress' }).click()
  const drawer = page.getByRole('dialog', { name: 'My progress' })
  await expect(drawer.getByTestId('stage-points')).toHaveText('155 Tribe Points')
  await expect(drawer.getByRole('progressbar', { name: 'Stage 1: Foundation progress' })).toHaveAttribute('aria-valuenow', '75')
  await expect(drawer.getByRole('list', { name: 'Next tasks' }).getByRole('listitem')).toHaveText(['Pick your niche+25'])
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toHaveCount(0)

  // After a reload the server says the same: the task is finished once.
  await page.reload()
  await expect(page.getByTestId('stage-points').first()).toHaveText('155 Tribe Points')
})

test('[STAGES][MOVE-UP]: the member asks to move up; the stage reviewer approves; the member is on the next stage', async ({ page, browser, request }) => {
  const member = await makeStageMember(request)
  await logIn(page, member.email)
  await openMyStage(page)
  await expect(page.getByTestId('stage-points').first()).toHaveText('125 Tribe Points')
  await task(page, 'Finish the VA Fundamentals course').getByRole('button', { name: 'Mark "Finish the VA Fundamentals course" as done' }).click()
  await expect(page.getByTestId('stage-points').first()).toHaveText('155 Tribe Points')
  await task(page, 'Pick your niche').getByRole('button', { name: 'Mark "Pick your niche" as done' }).click()
  await expect(page.getByRole('progressbar', { name: 'Stage 1: Foundation progress' })).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByTestId('stage-points').first()).toHaveText('180 Tribe Points')
  await page.getByRole('button', { name: 'Ask to move up' }).click()
  const ask = page.getByRole('dialog', { name: 'Ask to move up' })
  await ask.getByRole('textbox', { name: 'Note to your reviewers' }).fill('All four tasks done. Ready for Skill Building!')
  await ask.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('move-up-status')).toContainText('Your request to move up to Stage 2: Skill Building is waiting for review')
  await expect(page.getByRole('button', { name: 'Ask to move up' })).toHaveCount(0)

  const coachContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const coach = await coachContext.newPage()
  await logIn(coach, demo.headCoach.email)
  await coach.goto('/stages/manage-stage')
  await expect(coach.getByRole('heading', { level: 1, name: 'Manage Stage' })).toBeVisible()
  await expect(coach.getByRole('list', { name: 'Stage members' })).toContainText(member.name)
  await expect(coach.getByRole('article', { name: `Move-up request from ${member.name}` })).toContainText('waiting today')
  await coach.getByRole('link', { name: 'Review requests' }).click()
  await expect(coach).toHaveURL(/\/review-move-up\/\d+$/)
  await expect(coach.getByRole('heading', { level: 1, name: 'Review Move Up' })).toBeVisible()
  const pending = coach.getByRole('article', { name: `Move-up request from ${member.name}` })
  await expect(pending).toContainText('All four tasks done. Ready for Skill Building!')
  await expect(pending.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  // The queue with the request waiting, at both widths.
  for (const width of [1366, 390]) {
    await coach.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expect(pending).toBeVisible()
    expect(await coach.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    await saveScreenshot(coach, `docs/images/memberStages-review-pending-${width}.png`, { fullPage: true })
  }
  await pending.getByRole('button', { name: `Approve ${member.name}` }).click()
  const approve = coach.getByRole('dialog', { name: `Move ${member.name} up to Stage 2: Skill Building?` })
  await approve.getByRole('textbox', { name: 'Note to the member' }).fill('Great work, welcome to Stage 2.')
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(coach.getByText(`${member.name} moved up to Stage 2: Skill Building`)).toBeVisible()
  const decided = coach.getByRole('region', { name: 'Latest decisions' }).getByRole('article', { name: `Move-up request from ${member.name}` })
  await expect(decided).toContainText('Approved by Emmanuel Aquino')
  await expect(decided).toContainText('Great work, welcome to Stage 2.')
  await coachContext.close()

  await page.reload()
  await expect(page.getByTestId('stage-label').first()).toHaveText('Stage 2: Skill Building')
  await expect(page.getByTestId('stage-points').first()).toHaveText('180 Tribe Points')
  await expect(page.getByRole('progressbar', { name: 'Stage 2: Skill Building progress' })).toHaveAttribute('aria-valuenow', '0')
  await expect(task(page, 'Design 5 Canva posts')).toBeVisible()
})

for (const width of [1366, 390]) {
  test(`[STAGES][SCREENSHOTS][${width}]: my stage, the progress drawer, manage stage and review move up`, async ({ page, request }) => {
    const member = await makeStageMember(request)
    // Someone the head coach has already moved up: the review page shows its latest decisions.
    await makeStageMember(request, { decided: true })
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const noHorizontalScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    await logIn(page, member.email)
    await openMyStage(page)
    await noHorizontalScroll()
    await saveScreenshot(page, `docs/images/memberStages-my-stage-${width}.png`, { fullPage: true })
    await page.getByRole('button', { name: 'My progress' }).click()
    await expect(page.getByRole('dialog', { name: 'My progress' }).getByTestId('stage-points')).toBeVisible()
    await saveScreenshot(page, `docs/images/memberStages-drawer-${width}.png`)

    await page.context().clearCookies()
    await logIn(page, demo.headCoach.email)
    await page.goto('/stages/manage-stage')
    await expect(page.getByRole('list', { name: 'Stage members' })).toBeVisible()
    await noHorizontalScroll()
    await saveScreenshot(page, `docs/images/memberStages-manage-stage-${width}.png`, { fullPage: true })
    await page.getByRole('link', { name: 'Review requests' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Review Move Up' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Latest decisions' })).toBeVisible()
    await noHorizontalScroll()
    await saveScreenshot(page, `docs/images/memberStages-review-move-up-${width}.png`, { fullPage: true })
  })
}
