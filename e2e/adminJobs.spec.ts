// [ADMIN_JOBS]: the demo admin, acting as Admin, opens Background Jobs (what needs attention first),
// finds a job of the journey's own that failed for good (with its error) and retries it, then
// discards another that waits until tomorrow and finds it among the discarded. The demo member, who
// holds no jobs flag, meets Access Restricted. Screenshots at 1366 and 390 px go to
// docs/images/admin-jobs-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { make } from './support/make'
import { logIn, openAvatarMenu } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import type { MadeJobs } from '../scripts/e2e/makers/jobs'

async function actAsAdmin(page: Page) {
  await logIn(page, demo.admin.email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Admin' }).click()
  await expect(page.getByText('You are signed in as Admin.')).toBeVisible()
}

test('[ADMIN_JOBS][QUEUE]: retries a job that failed for good and discards a waiting one', async ({ page, request }) => {
  const made = await make<MadeJobs>(request, 'jobs')
  await actAsAdmin(page)
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { name: 'Background Jobs' })).toBeVisible()

  const table = page.getByRole('table', { name: 'Background jobs' })
  const row = (uploadJobId: number) => table.getByRole('row').filter({ hasText: `upload-import {"uploadJobId":${uploadJobId}}` })

  // By default the page lists what needs attention: the failed job is there, no completed one.
  await expect(row(made.uploadJobId).getByText('Failed', { exact: true })).toBeVisible()
  await expect(table.getByText('Completed', { exact: true })).toHaveCount(0)
  await page.getByLabel('State').selectOption('Failed')
  await expect(page).toHaveURL(/state=failed/)
  const failed = row(made.uploadJobId)
  await expect(failed.getByText(made.error)).toBeVisible()
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible()
  await screenshotBothWidths(page, 'admin-jobs-failed')
  await failed.getByRole('button', { name: 'Retry Spreadsheet import' }).click()
  const retry = page.getByRole('dialog', { name: 'Retry "Spreadsheet import"?' })
  await retry.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Job queued again')).toBeVisible()

  await page.getByLabel('State').selectOption('Waiting')
  const waiting = row(made.uploadJobId + 1)
  await expect(waiting.getByText('Waiting', { exact: true })).toBeVisible()
  await waiting.getByRole('button', { name: 'Discard Spreadsheet import' }).click()
  await page.getByRole('dialog', { name: 'Discard "Spreadsheet import"?' }).getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByText('Job discarded')).toBeVisible()
  await page.getByLabel('State').selectOption('Discarded')
  await expect(row(made.uploadJobId + 1).getByText('Discarded', { exact: true })).toBeVisible()
})

test('[ADMIN_JOBS][ACCESS]: a member without the jobs flag meets Access Restricted', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible()
})
