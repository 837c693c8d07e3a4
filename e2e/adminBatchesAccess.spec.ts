// [ADMIN_BATCHES_ACCESS]: the demo admin, acting as Admin (tribe-team-ro), launches a batch of the
// journey's own (a name, a free number and tomorrow's date in Manila, from the server: the
// batchDraft maker) (a launch window ending before it starts is refused under its field): it is
// upcoming, not current, and the seeded current batch stays current; a batch with members cannot
// be deleted, the new empty one can. Then the admin turns the `batches` page flag off on an access
// level of the journey's own (a copy of Team Lead's seeded flags, with its one holder: the
// accessLevel maker): on the holder's very next page load /batches is forbidden; turned back on,
// the batches list returns. The built-in Team Lead level is only read (its name cannot be
// edited). The menu item is not checked here: the side menu that lists Batches is given by the
// built-in level's name (web/src/lib/roleGroups.ts), so a level of one's own has none. Screenshots at 1366 and 390 px go to docs/images/admin-{batches,access-levels}-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { make } from './support/make'
import { logIn, openAvatarMenu } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import type { BatchDraft } from '../scripts/e2e/makers/batchDraft'
import type { MadeAccessLevel } from '../scripts/e2e/makers/accessLevel'

async function actAs(page: Page, email: string, role: string) {
  await logIn(page, email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: role }).click()
  await expect(page.getByText(`You are signed in as ${role}.`)).toBeVisible()
}

const shots = (page: Page, name: string) => screenshotBothWidths(page, name)

test('[ADMIN_BATCHES_ACCESS][BATCH]: launches a batch that starts tomorrow: upcoming, not current', async ({ page, request }) => {
  const draft = await make<BatchDraft>(request, 'batchDraft')
  await actAs(page, demo.admin.email, 'Admin')
  await page.goto('/batches')
  await expect(page.getByRole('heading', { name: 'Batches', exact: true })).toBeVisible()
  const table = page.getByRole('table', { name: 'Batches' })
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(row('Batch 18').getByText('Current', { exact: true })).toBeVisible()
  await expect(row('Batch 17').getByText('Past', { exact: true })).toBeVisible()
  await shots(page, 'admin-batches-list')

  await page.getByRole('link', { name: 'Launch New Batch' }).click()
  await expect(page.getByRole('heading', { name: 'Launch New Batch' })).toBeVisible()
  const { name } = draft
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Batch number').fill(String(draft.number))
  await page.getByLabel('Launch from').fill(draft.launchFrom)
  // Today: before the window starts.
  await page.getByLabel('Launch to').fill(draft.today)
  await page.getByRole('button', { name: 'Launch batch' }).click()
  await expect(page.getByText('Launch to must be on or after launch from')).toBeVisible()
  await page.getByLabel('Launch to').fill(draft.launchTo)
  await shots(page, 'admin-batches-form')
  await page.getByRole('button', { name: 'Launch batch' }).click()

  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('heading', { name }).getByText('Upcoming', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `View members of ${name}` })).toHaveAttribute('href', /\/community\/members\?batch=\d+$/)
  await shots(page, 'admin-batches-detail')

  await page.getByRole('link', { name: 'Batches', exact: true }).click()
  await expect(row(name).getByText('Upcoming', { exact: true })).toBeVisible()
  await expect(row('Batch 18').getByText('Current', { exact: true })).toBeVisible()

  // Batch 18 has members: refused, with how many.
  await row('Batch 18').getByRole('link', { name: 'Show Batch 18' }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete batch' }).click()
  await expect(page.getByText(/This batch cannot be deleted: \d+ members? (is|are) in it\./)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Batch 18' })).toBeVisible()

  // The new, empty one goes (the run leaves no batch behind).
  await page.goto('/batches')
  await row(name).getByRole('link', { name: `Show ${name}` }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete batch' }).click()
  await expect(page.getByText('Batch deleted')).toBeVisible()
  await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test("[ADMIN_BATCHES_ACCESS][ACCESS_LEVEL]: turning a level's page flag off forbids the page on its holder's next load", async ({ page, browser, request, baseURL }) => {
  // Two people in two browsers, the level edited twice: more than one journey's usual minute.
  test.setTimeout(120_000)
  const level = await make<MadeAccessLevel>(request, 'accessLevel', { like: 'team-lead', label: 'Community Lead' })
  // The level's holder, in their own browser, acting as it: the batches list is theirs to read.
  const holderContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } })
  const holder = await holderContext.newPage()
  await logIn(holder, level.holder.email)
  await expect(holder.getByText(`You are signed in as ${level.label}.`)).toBeVisible()
  const batchesList = holder.getByRole('table', { name: 'Batches' })
  await holder.goto('/batches')
  await expect(batchesList.getByRole('link', { name: 'Batch 18', exact: true })).toBeVisible()

  const setBatchesFlag = async (on: boolean) => {
    await page.goto(`/access-levels?search=${level.name}`)
    await page.getByRole('table', { name: 'Access levels' }).getByRole('link', { name: level.label, exact: true }).click()
    await expect(page.getByRole('heading', { name: level.label })).toBeVisible()
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Edit ${level.label}` })).toBeVisible()
    const flag = page.getByRole('region', { name: 'Batches' }).getByRole('switch', { name: 'batches', exact: true })
    await expect(flag).toHaveAttribute('aria-checked', on ? 'false' : 'true')
    await flag.click()
    await expect(flag).toHaveAttribute('aria-checked', on ? 'true' : 'false')
    if (!on) await shots(page, 'admin-access-levels-edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Access level saved')).toBeVisible()
    await expect(page.getByRole('heading', { name: level.label })).toBeVisible()
  }

  await actAs(page, demo.admin.email, 'Admin')
  await page.goto('/access-levels')
  await expect(page.getByRole('heading', { name: 'Access Levels' })).toBeVisible()
  await shots(page, 'admin-access-levels-list')
  // A built-in level keeps its name: the field cannot be typed in (only read here, never saved).
  await page.goto('/access-levels?search=team-lead')
  await page.getByRole('table', { name: 'Access levels' }).getByRole('link', { name: 'Team Lead', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Team Lead' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Edit Team Lead' })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '')

  await setBatchesFlag(false)
  await shots(page, 'admin-access-levels-detail')

  // The holder's next page load: the page is forbidden, still acting as the same level.
  await holder.reload()
  await expect(holder.getByRole('heading', { name: 'Access Restricted' })).toBeVisible()
  await expect(batchesList).toHaveCount(0)
  await holder.goto('/')
  await expect(holder.getByText(`You are signed in as ${level.label}.`)).toBeVisible()

  // Turned back on, the list returns.
  await setBatchesFlag(true)
  await holder.goto('/batches')
  await expect(batchesList.getByRole('link', { name: 'Batch 18', exact: true })).toBeVisible()
  await holderContext.close()
})
