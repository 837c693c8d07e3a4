// [ADMIN_BATCHES_ACCESS]: the demo admin, acting as Admin (tribe-team-ro), launches a new batch
// (a launch window ending before it starts is refused under its field) that starts tomorrow: it is
// upcoming, not current, and the seeded current batch stays current; a batch with members cannot be
// deleted, the new empty one can. Then the admin turns the team lead's `batches` page flag off: the
// team lead's very next page load has no Batches menu item and /batches is forbidden; turned back
// on, both return (the seed is left as it was for the journeys after this one). Screenshots at
// 1366 and 390 px go to docs/images/admin-{batches,access-levels}-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { logIn, openAvatarMenu } from './support/session'
import { screenshotBothWidths } from './support/screenshots'

async function actAs(page: Page, email: string, role: string) {
  await logIn(page, email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: role }).click()
  await expect(page.getByText(`You are signed in as ${role}.`)).toBeVisible()
}

const shots = (page: Page, name: string) => screenshotBothWidths(page, name)

/** A Manila calendar date `days` from today, as the date input takes it. */
function manilaDate(days: number) {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

const stamp = Date.now().toString(36).slice(-5)

test('[ADMIN_BATCHES_ACCESS][BATCH]: launches a batch that starts tomorrow: upcoming, not current', async ({ page }) => {
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
  const name = `Batch E2E ${stamp}`
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Batch number').fill(String(1000 + Math.floor(Math.random() * 90_000)))
  await page.getByLabel('Launch from').fill(manilaDate(1))
  await page.getByLabel('Launch to').fill(manilaDate(0))
  await page.getByRole('button', { name: 'Launch batch' }).click()
  await expect(page.getByText('Launch to must be on or after launch from')).toBeVisible()
  await page.getByLabel('Launch to').fill(manilaDate(30))
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

test("[ADMIN_BATCHES_ACCESS][ACCESS_LEVEL]: turning a team lead's page flag off removes the menu item on their next load", async ({ page, browser }) => {
  // The team lead, in their own browser, acting as Team Lead: Batches is in the Community menu.
  const teamLeadContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })
  const lead = await teamLeadContext.newPage()
  await actAs(lead, demo.teamLead.email, 'Team Lead')
  const batchesItem = lead.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Batches', includeHidden: true })
  await expect(batchesItem).toHaveCount(1)

  const setBatchesFlag = async (on: boolean) => {
    await page.goto('/access-levels')
    await page.getByRole('table', { name: 'Access levels' }).getByRole('link', { name: 'Team Lead', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Team Lead' })).toBeVisible()
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Edit Team Lead' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '')
    const flag = page.getByRole('region', { name: 'Batches' }).getByRole('switch', { name: 'batches', exact: true })
    await expect(flag).toHaveAttribute('aria-checked', on ? 'false' : 'true')
    await flag.click()
    await expect(flag).toHaveAttribute('aria-checked', on ? 'true' : 'false')
    if (!on) await shots(page, 'admin-access-levels-edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Access level saved')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Team Lead' })).toBeVisible()
  }

  await actAs(page, demo.admin.email, 'Admin')
  await page.goto('/access-levels')
  await expect(page.getByRole('heading', { name: 'Access Levels' })).toBeVisible()
  await shots(page, 'admin-access-levels-list')
  try {
    await setBatchesFlag(false)
    await shots(page, 'admin-access-levels-detail')

    // The team lead's next page load: no Batches item, and the page itself is forbidden.
    await lead.reload()
    await expect(lead.getByText('You are signed in as Team Lead.')).toBeVisible()
    await expect(batchesItem).toHaveCount(0)
    await lead.goto('/batches')
    await expect(lead.getByRole('heading', { name: 'Access Restricted' })).toBeVisible()
    await expect(lead.getByRole('table', { name: 'Batches' })).toHaveCount(0)
  } finally {
    // Back as seeded, for the journeys after this one.
    await setBatchesFlag(true)
  }
  await lead.goto('/')
  await expect(lead.getByText('You are signed in as Team Lead.')).toBeVisible()
  await expect(batchesItem).toHaveCount(1)
  await teamLeadContext.close()
})
