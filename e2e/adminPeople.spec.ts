// [ADMIN_PEOPLE]: the demo admin, acting as Admin (tribe-team-ro), creates a non-member account
// (Create User Account) and finds it in the non-members list, whose Enrol link points to
// /enroll-user/{id}; archives that user from their page and restores them from Archived Users;
// then creates a duplicate account and merges it into the first through the preview and the
// confirmation. Every account it changes is created here, its name and e-mail carrying a unique
// tag, and found by that e-mail in the lists.
// Screenshots at 1366 and 390 px go to docs/images/admin-people-*.png.
import { expect, test, type Page } from './support/test'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'
import { actAsAdmin } from './support/session'


const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-people-${name}`)

/** Create User Account through the form; answers the new account's id (from its Enrol link). */
async function createAccount(page: Page, person: { firstName: string; lastName: string; email: string; mobile: string }, screenshot = false) {
  await page.goto('/community/non-members')
  await page.getByRole('link', { name: 'Create User Account' }).click()
  await expect(page.getByRole('heading', { name: 'Create User Account' })).toBeVisible()
  await page.getByLabel(/First name/).fill(person.firstName)
  await page.getByLabel(/Last name/).fill(person.lastName)
  await page.getByLabel(/E-mail/).fill(person.email.toUpperCase())
  await page.getByLabel(/Mobile number/).fill(person.mobile)
  if (screenshot) await shots(page, 'new')
  await page.getByRole('button', { name: 'Create account' }).click()
  // Lands on the non-members list, narrowed to the new account (e-mail stored lower-cased).
  await expect(page).toHaveURL(/\/community\/non-members\?search=/)
  const row = page.getByRole('row', { name: new RegExp(person.email.replace(/[.+]/g, '\\$&')) })
  await expect(row).toBeVisible()
  const href = await row.getByRole('link', { name: /Enrol/ }).getAttribute('href')
  expect(href).toMatch(/^\/enroll-user\/\d+$/)
  return Number(href!.split('/').pop())
}

test('[ADMIN_PEOPLE]: create a non-member, archive and restore them, merge a duplicate into them', async ({ page }) => {
  test.setTimeout(180_000)
  const run = uniqueTag()
  const keep = { firstName: 'Kim', lastName: `Keep ${run}`, email: `kim.keep.${run}@e2e.test`, mobile: '0917 555 0101' }
  const dup = { firstName: 'Kim', lastName: `Dup ${run}`, email: `kim.dup.${run}@e2e.test`, mobile: '+639175550102' }
  await actAsAdmin(page)

  // Create User Account; the new row is in the list with its Enrol link.
  const keepId = await createAccount(page, keep, true)
  await shots(page, 'list')
  await page.goto(`/community/non-members?search=${encodeURIComponent(keep.email)}`)
  const row = page.getByRole('row', { name: new RegExp(keep.email.replace(/\./g, '\\.')) })
  await expect(row.getByRole('link', { name: /Enrol/ })).toHaveAttribute('href', `/enroll-user/${keepId}`)

  // Their page; archive (confirmed) -> the archived user's page.
  await row.getByRole('link', { name: /Show/ }).click()
  await expect(page).toHaveURL(new RegExp(`/community/non-members/${keepId}$`))
  await expect(page.getByRole('heading', { name: `Kim Keep ${run}` })).toBeVisible()
  await expect(page.getByText('No password yet')).toBeVisible()
  await shots(page, 'detail')
  await page.getByRole('button', { name: 'Archive' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Archive user' }).click()
  await expect(page).toHaveURL(new RegExp(`/community/archivedUsers/${keepId}$`))
  await expect(page.getByText('Archived', { exact: true })).toBeVisible()

  // In the archived list (server-side search), and out of the non-members list.
  await page.goto(`/community/archivedUsers?search=${encodeURIComponent(keep.email)}`)
  await expect(page.getByRole('row', { name: new RegExp(keep.email.replace(/\./g, '\\.')) })).toBeVisible()
  await shots(page, 'archived-list')
  await page.getByRole('row', { name: new RegExp(keep.email.replace(/\./g, '\\.')) }).getByRole('link', { name: /Show/ }).click()
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible()
  await shots(page, 'archived-detail')
  await page.getByRole('button', { name: 'Restore' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Restore user' }).click()
  await expect(page).toHaveURL(new RegExp(`/community/non-members/${keepId}$`))
  await expect(page.getByRole('heading', { name: `Kim Keep ${run}` })).toBeVisible()

  // A duplicate account, then merge it into the kept one: preview, confirmation, result.
  const dupId = await createAccount(page, dup)
  await page.goto('/community/mergeUsers')
  await expect(page.getByRole('heading', { name: 'Merge Users' })).toBeVisible()
  const source = page.getByRole('region', { name: 'Duplicate account (merged and archived)' })
  await source.getByRole('searchbox').fill(dup.email)
  await source.getByRole('button', { name: 'Find' }).click()
  await source.getByRole('button', { name: `Choose ${dup.email}` }).click()
  const target = page.getByRole('region', { name: 'Account to keep' })
  await target.getByRole('searchbox').fill(keep.email)
  await target.getByRole('button', { name: 'Find' }).click()
  await target.getByRole('button', { name: `Choose ${keep.email}` }).click()
  const preview = page.getByRole('table', { name: 'What the merge moves' })
  await expect(preview.getByRole('row', { name: /Subscriptions/ })).toBeVisible()
  // Both hold the non-member level: already on the kept account.
  await expect(preview.getByRole('row', { name: /Access levels/ })).toContainText('Already held by the kept account')
  await shots(page, 'merge-preview')
  await page.getByRole('button', { name: 'Merge accounts' }).click()
  const dialog = page.getByRole('dialog', { name: 'Merge these accounts?' })
  await expect(dialog).toContainText(dup.email)
  await dialog.getByRole('button', { name: 'Merge and archive the duplicate' }).click()
  await expect(page.getByText(`${dup.email} was merged into ${keep.email} and archived.`)).toBeVisible()
  await shots(page, 'merge-done')

  // The duplicate is archived now; the kept account is still a non-member.
  await page.goto(`/community/archivedUsers/${dupId}`)
  await expect(page.getByRole('heading', { name: `Kim Dup ${run}` })).toBeVisible()
  await page.goto(`/community/non-members/${keepId}`)
  await expect(page.getByRole('heading', { name: `Kim Keep ${run}` })).toBeVisible()
})
