// [ADMIN_MEMBERS]: the demo admin, acting as Admin (tribe-team-ro), opens the community at a
// glance, finds a seeded member in the members list by part of their e-mail (server-side search,
// kept in the address), filters the list by the member's batch through a link, opens the profile,
// edits the base points and the middle name (a unique value per run) and sees them saved; then
// impersonates the member, sees the impersonation banner at home, ends the session and is back on
// the members list as the admin.
// Screenshots at 1366 and 390 px go to docs/images/admin-members-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { actAsAdmin, openAvatarMenu } from './support/session'
import { screenshotBothWidths } from './support/screenshots'

/** A seeded member no other journey changes (scripts/seed/people.ts). */
const MEMBER = { email: 'arnel.dizon@tribe.test', part: 'NEL.DIZ', firstName: 'Arnel', lastName: 'Dizon' }


const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-members-${name}`)

test('[ADMIN_MEMBERS]: find a member by part of the e-mail, edit, impersonate and end the session', async ({ page }) => {
  test.setTimeout(120_000)
  const basePoints = 100 + Math.floor(Math.random() * 900)
  const middleName = `E2E ${Date.now().toString(36)}`
  await actAsAdmin(page)

  // The community at a glance: staff numbers for the users page flag.
  await page.goto('/community')
  await expect(page.getByRole('heading', { name: 'Community' })).toBeVisible()
  await expect(page.getByText('New this week')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'By batch' })).toBeVisible()
  await shots(page, 'overview')

  // Find the member by part of the e-mail, any case; the search is in the address.
  await page.goto('/community/members')
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  await page.getByRole('searchbox', { name: /Search members/ }).fill(MEMBER.part)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/search=NEL\.DIZ/)
  const table = page.getByRole('table', { name: 'Members' })
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText(MEMBER.email)
  await expect(row).toContainText(/Active|Inactive/)
  await shots(page, 'list')

  // A reload keeps the search; a filter joins it (and goes back to page 1).
  await page.reload()
  await expect(page.getByRole('searchbox', { name: /Search members/ })).toHaveValue(MEMBER.part)
  await page.getByLabel('Status').selectOption('archived')
  await expect(page).toHaveURL(/status=archived/)
  await expect(page.getByText('No members match')).toBeVisible()
  await page.getByLabel('Status').selectOption('')
  await expect(table.getByRole('row').nth(1)).toContainText(MEMBER.email)

  // The profile.
  await table.getByRole('link', { name: `${MEMBER.firstName} ${MEMBER.lastName}` }).click()
  await expect(page).toHaveURL(/\/community\/members\/\d+$/)
  await expect(page.getByRole('heading', { name: new RegExp(`${MEMBER.firstName}.*${MEMBER.lastName}`) })).toBeVisible()
  const batch = await page.getByText('Batch', { exact: true }).locator('xpath=following-sibling::dd').innerText()
  await expect(page.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', /\/view-subscription\/\d+$/)
  await shots(page, 'detail')

  // Edit: base points and the middle name.
  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Edit ${MEMBER.firstName} ${MEMBER.lastName}` })).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveValue(MEMBER.email)
  await shots(page, 'edit')
  await page.getByLabel('Middle name').fill(middleName)
  await page.getByLabel('Base points').fill(String(basePoints))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Member saved')).toBeVisible()
  await expect(page).toHaveURL(/\/community\/members\/\d+$/)
  await expect(page.getByRole('heading', { name: `${MEMBER.firstName} ${middleName} ${MEMBER.lastName}` })).toBeVisible()
  await expect(page.getByText('Base points', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(basePoints.toLocaleString('en-PH'))
  // Nothing else moved: the batch is as it was, and the change is in the recent activity.
  await expect(page.getByText('Batch', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(batch)
  await expect(page.getByText('Member updated').first()).toBeVisible()

  // Impersonate: home with the banner, then End Session returns to the members list as the admin.
  await page.getByRole('button', { name: 'Impersonate' }).click()
  await expect(page).toHaveURL(/\/$/)
  const banner = page.getByRole('status').filter({ hasText: 'Impersonating User' })
  await expect(banner).toContainText(MEMBER.email)
  await banner.getByRole('button', { name: 'End Session' }).click()
  await expect(page).toHaveURL(/\/community\/members$/)
  await expect(page.getByText('Impersonating User')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  await expect((await openAvatarMenu(page)).getByText(demo.admin.name, { exact: true })).toBeVisible()
})
