// [ADMIN_GROUPS]: the demo admin, acting as Admin (tribe-team-ro), runs the community's groups
// (issue 13): creates a group, opens Tribe Mindanao, selects two of its members in the members
// table and moves them to the new group in bulk, and sees both groups' counts change; adds a
// sub-group; assigns a member to a success manager (the picker says who has a manager now);
// builds an accountability group by choosing its team lead and assigns it a member; opens the
// team-lead selection and the challenge groups. Screenshots at 1366 and 390 px go to
// docs/images/admin-groups-*.png.
import { expect, test, type Page } from '@playwright/test'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'

const STAMP = Date.now().toString(36)
const GROUP = `Tribe Palawan ${STAMP}`
const SUB_GROUP = `Puerto Princesa ${STAMP}`
const BUDDIES = `Early Risers ${STAMP}`


const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-groups-${name}`)

test('the admin builds groups, moves members in bulk, assigns a success manager and an accountability group', async ({ page }) => {
  test.setTimeout(180_000)
  await actAsAdmin(page)

  // A new group.
  await page.goto('/groups')
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tribe Mindanao', exact: true })).toBeVisible()
  await shots(page, 'list')
  await page.getByRole('link', { name: 'Add New Group' }).click()
  await page.getByLabel('Name').fill('Tribe Luzon')
  await page.getByRole('button', { name: 'Save' }).click()
  // The name is unique: the field says so.
  await expect(page.getByText('A group with this name already exists').first()).toBeVisible()
  await page.getByLabel('Name').fill(GROUP)
  await page.getByLabel('Description').fill('Members from Palawan.')
  await shots(page, 'new')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: GROUP })).toBeVisible()
  await expect(page.getByLabel('Group counts')).toHaveText('0 members · 0 sub-groups')

  // Tribe Mindanao: select two members and move them to the new group in bulk.
  await page.goto('/groups?search=Mindanao')
  await page.getByRole('link', { name: 'Tribe Mindanao', exact: true }).click()
  await expect(page.getByLabel('Group counts')).toHaveText('2 members · 2 sub-groups')
  const members = page.getByRole('table', { name: 'Group members' })
  await members.getByRole('row', { name: /Christian Soriano/ }).getByRole('checkbox').check()
  await members.getByRole('row', { name: /Hazel Ocampo/ }).getByRole('checkbox').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await shots(page, 'group')
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Move 2 members' })
  await dialog.getByLabel('Find a group').fill(STAMP)
  await dialog.getByLabel('Group', { exact: true }).selectOption({ label: GROUP })
  await shots(page, 'move')
  await dialog.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(`Moved 2 members to ${GROUP}`)).toBeVisible()
  await expect(page.getByLabel('Group counts')).toHaveText('0 members · 2 sub-groups')

  // The new group has them now, and the list's counts agree.
  await page.goto(`/groups?search=${STAMP}`)
  await expect(page.getByRole('row', { name: new RegExp(GROUP) })).toContainText('2')
  await page.getByRole('link', { name: GROUP, exact: true }).click()
  await expect(page.getByLabel('Group counts')).toHaveText('2 members · 0 sub-groups')
  await expect(page.getByRole('table', { name: 'Group members' }).getByRole('row', { name: /Hazel Ocampo/ })).toBeVisible()

  // A sub-group led by Christian.
  await page.getByRole('link', { name: 'Add sub-group' }).click()
  await page.getByLabel('Name').fill(SUB_GROUP)
  await page.getByPlaceholder('Find a leader').fill('Christian')
  await page.getByPlaceholder('Find a leader').press('Enter')
  await page.getByRole('button', { name: 'Add Christian Soriano' }).click()
  await expect(page.getByRole('list', { name: 'Chosen leaders' })).toContainText('Christian Soriano')
  await shots(page, 'new-sub-group')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('link', { name: SUB_GROUP, exact: true })).toBeVisible()
  await expect(page.getByText('Led by Christian Soriano')).toBeVisible()
  await page.getByRole('link', { name: `Edit ${SUB_GROUP}` }).click()
  await expect(page.getByRole('heading', { name: `Edit ${SUB_GROUP}` })).toBeVisible()
  await shots(page, 'edit-sub-group')
  await page.goBack()
  await page.getByRole('link', { name: 'Edit group' }).click()
  await page.getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByRole('dialog')).toContainText('they will have no group')
  await shots(page, 'edit')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // A success manager: assign Jomar to Patricia Gonzales.
  await page.goto('/success-managers')
  const managerRow = page.getByRole('row', { name: /Patricia Gonzales/ })
  await expect(managerRow).toContainText('Accepting')
  await shots(page, 'success-managers')
  await page.getByRole('link', { name: 'Patricia Gonzales', exact: true }).click()
  await expect(page.getByLabel('Member count')).toHaveText('6 members')
  await page.getByPlaceholder('Find members to assign').fill('Jomar')
  await page.getByPlaceholder('Find members to assign').press('Enter')
  await page.getByRole('checkbox', { name: 'Choose Jomar Evangelista' }).check()
  await page.getByRole('button', { name: 'Assign 1 person' }).click()
  await expect(page.getByText('Assigned 1 member.')).toBeVisible()
  await expect(page.getByLabel('Member count')).toHaveText('7 members')
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row', { name: /Jomar Evangelista/ })).toBeVisible()
  await shots(page, 'success-manager')

  // An accountability group: chosen team lead, then a member assigned.
  await page.goto('/admin-accountability-group')
  await page.getByText('New accountability group').click()
  await page.getByLabel('Name').fill(BUDDIES)
  await page.getByPlaceholder('Find a team lead').fill('Christian')
  await page.getByPlaceholder('Find a team lead').press('Enter')
  await page.getByRole('button', { name: 'Choose Christian Soriano' }).click()
  await expect(page.getByText('Chosen: Christian Soriano')).toBeVisible()
  await page.getByRole('button', { name: 'Create group' }).click()
  await expect(page.getByText('Accountability group created')).toBeVisible()
  const buddyRow = page.getByRole('row', { name: new RegExp(BUDDIES) })
  await expect(buddyRow).toContainText('Christian Soriano')
  await buddyRow.getByRole('button', { name: `Members of ${BUDDIES}` }).click()
  await page.getByPlaceholder(`Find members for ${BUDDIES}`).fill('Hazel')
  await page.getByPlaceholder(`Find members for ${BUDDIES}`).press('Enter')
  await page.getByRole('checkbox', { name: 'Choose Hazel Ocampo' }).check()
  await page.getByRole('button', { name: 'Assign 1 person' }).click()
  await expect(page.getByText('Assigned 1 member')).toBeVisible()
  await expect(page.getByRole('table', { name: `Members of ${BUDDIES}` }).getByRole('row', { name: /Hazel Ocampo/ })).toBeVisible()
  await expect(buddyRow).toContainText('1')
  await shots(page, 'accountability')

  // The team-lead selection lists it with its lead.
  await page.getByRole('link', { name: 'Team lead selection' }).click()
  await expect(page.getByRole('row', { name: new RegExp(BUDDIES) })).toContainText('Christian Soriano')
  await shots(page, 'team-leads')
  await page.getByRole('link', { name: `Team lead of ${BUDDIES}` }).click()
  await expect(page.getByText('Team lead now: Christian Soriano')).toBeVisible()
  await shots(page, 'team-lead')

  // Challenge groups.
  await page.goto('/challenge-groups')
  await expect(page.getByRole('heading', { name: 'Challenge Groups' })).toBeVisible()
  await shots(page, 'challenge-groups')
})
