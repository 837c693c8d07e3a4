// [ADMIN_GROUPS]: the demo admin, acting as Admin (tribe-team-ro), runs the community's groups
// (issue 13): creates a group, opens Tribe Mindanao, selects two of its members in the members
// table and moves them to the new group in bulk, and sees both groups' counts change; adds a
// sub-group; assigns a member to a success manager (the picker says who has a manager now);
// builds an accountability group by choosing its team lead and assigns it a member; opens the
// team-lead selection and the challenge groups. Then the last actions (issue 28): deleting a
// sub-group with a member, editing and deleting a challenge group, deleting an accountability group,
// each asked first. Screenshots at 1366 and 390 px go to docs/images/admin-groups-*.png.
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
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

/** Runs a GraphQL document as the page's user and answers its data (failing on any error). */
async function call<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql<T>(page, query, variables)
  expect(answer.errors, query).toBeUndefined()
  return answer.data!
}

test('the admin deletes a sub-group with a member, edits and deletes a challenge group and deletes an accountability group, each once confirmed', async ({ page }) => {
  test.setTimeout(120_000)
  await actAsAdmin(page)
  // Rows of this journey's own, made through the API: a group with a sub-group holding one member.
  const group = `Tribe Samar ${STAMP}`
  const subGroup = `Catbalogan ${STAMP}`
  const { groupUserChoices } = await call<{ groupUserChoices: { id: number }[] }>(page, 'query { groupUserChoices(search: "Jomar") { id } }')
  const jomar = groupUserChoices[0].id
  const { createGroup } = await call<{ createGroup: { id: number } }>(page, 'mutation ($name: String!) { createGroup(input: { name: $name }) { id } }', { name: group })
  const { createSubGroup } = await call<{ createSubGroup: { id: number } }>(
    page,
    'mutation ($groupId: Int!, $name: String!) { createSubGroup(input: { groupId: $groupId, name: $name }) { id } }',
    { groupId: createGroup.id, name: subGroup },
  )
  await call(page, 'mutation ($u: [Int!]!, $g: Int!, $s: Int) { moveGroupMembers(userIds: $u, groupId: $g, subGroupId: $s) { movedCount } }', {
    u: [jomar],
    g: createGroup.id,
    s: createSubGroup.id,
  })

  // The sub-group: asked first, the member stays in the group.
  await page.goto(`/sub-groups/${createSubGroup.id}/edit`)
  await page.getByRole('button', { name: 'Delete sub-group' }).click()
  const confirm = page.getByRole('dialog', { name: `Delete ${subGroup}?` })
  await expect(confirm).toContainText('This sub-group has 1 member. Deleting it keeps them in its group without a sub-group')
  await shots(page, 'delete-sub-group')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(new RegExp(`/groups/${createGroup.id}$`))
  await expect(page.getByText('Sub-group deleted; 1 member is in the group without a sub-group now')).toBeVisible()
  await expect(page.getByLabel('Group counts')).toHaveText('1 member · 0 sub-groups')
  await expect(page.getByRole('table', { name: 'Group members' }).getByRole('row', { name: /Jomar Evangelista/ })).toBeVisible()

  // A challenge group: edited in its dialog, then deleted.
  const challenge = `Team Waling-Waling ${STAMP}`
  const { createChallengeGroup } = await call<{ createChallengeGroup: { id: number } }>(
    page,
    'mutation ($name: String!) { createChallengeGroup(input: { name: $name, startsOn: "2026-03-01", endsOn: "2026-03-12" }) { id } }',
    { name: challenge },
  )
  await page.goto(`/challenge-groups?groupId=${createChallengeGroup.id}`)
  await page.getByRole('button', { name: 'Edit group' }).click()
  const edit = page.getByRole('dialog', { name: `Edit ${challenge}` })
  await edit.getByLabel('Name').fill(`${challenge} II`)
  await edit.getByLabel('Ends on').fill('2026-03-15')
  await edit.getByPlaceholder('Find a leader').fill('Jomar')
  await edit.getByPlaceholder('Find a leader').press('Enter')
  await edit.getByRole('button', { name: 'Choose Jomar Evangelista' }).click()
  await expect(edit.getByText('Leader now: Jomar Evangelista')).toBeVisible()
  await shots(page, 'edit-challenge-group')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Challenge group saved')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(`${challenge} II`) })
  await expect(row).toContainText('Jomar Evangelista')
  await expect(row).toContainText('to Sun, 03/15/2026')
  await page.getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByRole('dialog', { name: `Delete ${challenge} II?` })).toContainText('It has no members.')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${challenge} II deleted`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(challenge) })).toHaveCount(0)

  // An accountability group led by Jomar with one member: deleted once confirmed.
  const buddies = `Night Owls ${STAMP}`
  const { createAccountabilityGroup } = await call<{ createAccountabilityGroup: { id: number } }>(
    page,
    'mutation ($name: String!, $lead: Int!) { createAccountabilityGroup(input: { name: $name, leaderId: $lead }) { id } }',
    { name: buddies, lead: jomar },
  )
  const { accountabilityUserChoices } = await call<{ accountabilityUserChoices: { id: number }[] }>(page, 'query { accountabilityUserChoices(search: "Ryan") { id } }')
  await call(page, 'mutation ($g: Int!, $u: [Int!]!) { assignAccountabilityMembers(accountabilityGroupId: $g, userIds: $u) { assignedCount } }', {
    g: createAccountabilityGroup.id,
    u: [accountabilityUserChoices[0].id],
  })
  await page.goto(`/admin-accountability-group?groupId=${createAccountabilityGroup.id}`)
  await page.getByRole('button', { name: 'Delete group' }).click()
  const drop = page.getByRole('dialog', { name: `Delete ${buddies}?` })
  await expect(drop).toContainText('Its 1 member will have no accountability group until assigned to another, and Jomar Evangelista no longer leads one.')
  await shots(page, 'delete-accountability-group')
  await drop.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${buddies} deleted`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(buddies) })).toHaveCount(0)
})
