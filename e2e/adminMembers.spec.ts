// [ADMIN_MEMBERS]: the demo admin, acting as Admin (tribe-team-ro), opens the community at a
// glance, finds a member of the journey's own (a made person in batch 16) in the members list by
// part of their e-mail in another case (server-side search, kept in the address), narrows it with
// a filter, opens the profile, edits the base points and the middle name and sees them saved; then
// impersonates the member, sees the impersonation banner at home, ends the session and is back on
// the members list as the admin. No seeded member is changed.
// Screenshots at 1366 and 390 px go to docs/images/admin-members-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { makePerson } from './support/make'
import { actAsAdmin, openAvatarMenu } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-members-${name}`)

test('[ADMIN_MEMBERS]: find a member by part of the e-mail, edit, impersonate and end the session', async ({ page, request }) => {
  test.setTimeout(120_000)
  const [firstName, lastName] = ['Journey', `Member ${uniqueTag()}`]
  const member = await makePerson(request, { firstName, lastName, batch: 16 })
  // Part of the e-mail ('journey-<tag>@...'), upper-cased: the search ignores case.
  const part = member.email.slice('jour'.length, member.email.indexOf('@')).toUpperCase()
  const basePoints = 420
  const middleName = 'Villareal'
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
  // The list has loaded (a slow machine may still be rendering it): typing now is not lost.
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible()
  await page.getByRole('searchbox', { name: /Search members/ }).fill(part)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${part}`))
  const table = page.getByRole('table', { name: 'Members' })
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText(member.email)
  await expect(row).toContainText(/Active|Inactive/)
  await shots(page, 'list')

  // A reload keeps the search; a filter joins it (and goes back to page 1).
  await page.reload()
  await expect(page.getByRole('searchbox', { name: /Search members/ })).toHaveValue(part)
  await page.getByLabel('Status').selectOption('archived')
  await expect(page).toHaveURL(/status=archived/)
  await expect(page.getByText('No members match')).toBeVisible()
  await page.getByLabel('Status').selectOption('')
  await expect(table.getByRole('row').nth(1)).toContainText(member.email)

  // The profile.
  await table.getByRole('link', { name: `${firstName} ${lastName}` }).click()
  await expect(page).toHaveURL(/\/community\/members\/\d+$/)
  await expect(page.getByRole('heading', { name: new RegExp(`${firstName}.*${lastName}`) })).toBeVisible()
  const batch = await page.getByText('Batch', { exact: true }).locator('xpath=following-sibling::dd').innerText()
  await expect(page.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', /\/view-subscription\/\d+$/)
  await shots(page, 'detail')

  // Edit: base points and the middle name.
  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Edit ${firstName} ${lastName}` })).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveValue(member.email)
  await shots(page, 'edit')
  await page.getByLabel('Middle name').fill(middleName)
  await page.getByLabel('Base points').fill(String(basePoints))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Member saved')).toBeVisible()
  await expect(page).toHaveURL(/\/community\/members\/\d+$/)
  await expect(page.getByRole('heading', { name: `${firstName} ${middleName} ${lastName}` })).toBeVisible()
  await expect(page.getByText('Base points', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(basePoints.toLocaleString('en-PH'))
  // Nothing else moved: the batch is as it was, and the change is in the recent activity.
  await expect(page.getByText('Batch', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(batch)
  await expect(page.getByText('Member updated').first()).toBeVisible()

  // Impersonate: home with the banner, then End Session returns to the members list as the admin.
  await page.getByRole('button', { name: 'Impersonate' }).click()
  await expect(page).toHaveURL(/\/$/)
  const banner = page.getByRole('status').filter({ hasText: 'Impersonating User' })
  await expect(banner).toContainText(member.email)
  await banner.getByRole('button', { name: 'End Session' }).click()
  await expect(page).toHaveURL(/\/community\/members$/)
  await expect(page.getByText('Impersonating User')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  await expect((await openAvatarMenu(page)).getByText(demo.admin.name, { exact: true })).toBeVisible()
})
