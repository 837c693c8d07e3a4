// [COMMUNITY_REPORT]: the demo admin, acting as Admin, opens the community report from the Reports
// menu, switches the range to Last 7 Days and filters by Batch 17 (both kept in the address), sees
// the figures, the chart, the breakdowns narrowed to that batch and its members, and downloads the
// members as CSV with the same filters. A team lead, acting as Team Lead (who holds communityReport
// but not paymentReport), opens it over all time. Screenshots: docs/images/community-report-*.png.
import { readFile } from 'node:fs/promises'
import { expect, test } from './support/test'
import { demo } from './support/demo'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin, logIn, openAvatarMenu } from './support/session'

test('[COMMUNITY_REPORT]: the admin narrows the report to a batch over the last 7 days and downloads its members', async ({ page }) => {
  await actAsAdmin(page)
  const toggle = page.getByRole('button', { name: /side menu$/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' })
  await mainMenu.getByRole('button', { name: 'Show Reports links' }).click({ timeout: 15_000 })
  await mainMenu.getByRole('link', { name: 'Community Report' }).click()
  await expect(page).toHaveURL(/\/community-report$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Community Report' })).toBeVisible()
  // The default range is Last 30 Days.
  await expect(page.getByLabel('Date range', { exact: true })).toHaveValue('Last 30 Days')
  await expect(page.getByText(/^Activity last 30 days \(\d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}, Manila\)\.$/)).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row').nth(1)).toBeVisible()

  await page.getByLabel('Date range', { exact: true }).selectOption('Last 7 Days')
  await expect(page).toHaveURL(/range=Last\+7\+Days/)
  await expect(page.getByText(/^Activity last 7 days \(/)).toBeVisible()
  await page.getByLabel('Batch', { exact: true }).selectOption({ label: 'Batch 17' })
  await expect(page).toHaveURL(/batch=\d+/)
  await expect(page).toHaveURL(/range=Last\+7\+Days/)

  // Narrowed: the batch breakdown has Batch 17 alone, holding every member counted.
  const byBatch = page.getByRole('table', { name: 'By batch' })
  await expect(byBatch.getByRole('row')).toHaveCount(2)
  await expect(byBatch.getByRole('row').nth(1)).toContainText('Batch 17')
  await expect(byBatch.getByRole('row').nth(1)).toContainText('100%')
  const total = await page.locator('dt', { hasText: /^Members$/ }).locator('xpath=following-sibling::dd').first().locator('.sr-only').innerText()
  await expect(byBatch.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(total)
  await expect(page.getByRole('figure').filter({ hasText: 'Activity, per day' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'By status' }).getByRole('row')).toHaveCount(4)
  // The members list: every row is a Batch 17 member, each name a link to their page.
  const rows = members.getByRole('row')
  await expect(rows.nth(1)).toContainText('Batch 17')
  const shown = await rows.count()
  for (let i = 1; i < shown; i++) await expect(rows.nth(i)).toContainText('Batch 17')
  const first = rows.nth(1).getByRole('link').first()
  const firstName = (await first.innerText()).trim()
  await expect(first).toHaveAttribute('href', /\/community\/members\/\d+$/)

  await screenshotBothWidths(page, 'community-report')

  // The CSV: the same members, the same batch.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^community-report-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '')
  const lines = csv.trim().split(/\r?\n/)
  expect(lines[0]).toBe('Name,E-mail,Batch,Stage,Group,Status,Lessons completed,Tasks finished,Points earned')
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.slice(1).every((line) => line.includes(',Batch 17,'))).toBe(true)
  expect(lines[1].startsWith(firstName)).toBe(true)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()

  // The member's page from the list.
  await first.click()
  await expect(page).toHaveURL(/\/community\/members\/\d+$/)
})

test('[COMMUNITY_REPORT][TEAM_LEAD]: a team lead, acting as Team Lead, opens the community report', async ({ page }) => {
  await logIn(page, demo.teamLead.email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Team Lead' }).click()
  await expect(page.getByText('You are signed in as Team Lead.')).toBeVisible()
  await page.goto('/community-report?range=None')
  await expect(page.getByRole('heading', { level: 1, name: 'Community Report' })).toBeVisible()
  await expect(page.getByLabel('Date range', { exact: true })).toHaveValue('None')
  await expect(page.getByText('Activity all time.')).toBeVisible()
  await expect(page.getByRole('figure').filter({ hasText: 'Activity, per month, last 12 months' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible()
})
