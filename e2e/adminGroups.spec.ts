// [ADMIN_GROUPS]: the demo admin, acting as Admin (tribe-team-ro), runs the community's groups:
// creates a group, opens a group of the journey's own (made with two sub-groups and two new
// members: the group maker), selects both members in the members table and moves them to the new
// group in bulk, and sees both groups' counts change; adds a sub-group led by one of them; assigns
// a new member to a success manager of the journey's own (the picker says who has a manager now);
// builds an accountability group by choosing its team lead (a made person) and assigns it a member;
// opens the team-lead selection and the challenge groups. Then the last actions: deleting a
// sub-group with a member, editing and deleting a challenge group, deleting an accountability
// group, each asked first, on groups and people the journey made. No seeded group or person
// changes. Screenshots at 1366 and 390 px go to docs/images/admin-groups-*.png.
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { make, makePerson } from './support/make'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'
import type { MadeGroup } from '../scripts/e2e/makers/group'
import type { SuccessManager } from '../scripts/e2e/makers/successManager'

const shots = (page: Page, name: string) => screenshotBothWidths(page, `admin-groups-${name}`)

test('the admin builds groups, moves members in bulk, assigns a success manager and an accountability group', async ({ page, request }) => {
  test.setTimeout(180_000)
  const tag = uniqueTag()
  const GROUP = `Tribe Palawan ${tag}`
  const SUB_GROUP = `Puerto Princesa ${tag}`
  const BUDDIES = `Early Risers ${tag}`
  // The group members move out of, with its two people; a success manager and a member for them.
  const source = await make<MadeGroup>(request, 'group', { name: 'Tribe Mindanao', subGroups: ['Davao', 'Northern Mindanao'], members: ['Christian', 'Hazel'] })
  const [christian, hazel] = source.members
  const manager = await make<SuccessManager>(request, 'successManager')
  const jomar = await makePerson(request, { firstName: 'Jomar' })
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

  // The journey's own group: select its two members and move them to the new group in bulk.
  await page.goto(`/groups?search=${encodeURIComponent(source.name)}`)
  await page.getByRole('link', { name: source.name, exact: true }).click()
  await expect(page.getByLabel('Group counts')).toHaveText('2 members · 2 sub-groups')
  const members = page.getByRole('table', { name: 'Group members' })
  await members.getByRole('row', { name: christian.name }).getByRole('checkbox').check()
  await members.getByRole('row', { name: hazel.name }).getByRole('checkbox').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await shots(page, 'group')
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Move 2 members' })
  await dialog.getByLabel('Find a group').fill(tag)
  await dialog.getByLabel('Group', { exact: true }).selectOption({ label: GROUP })
  await shots(page, 'move')
  await dialog.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(`Moved 2 members to ${GROUP}`)).toBeVisible()
  await expect(page.getByLabel('Group counts')).toHaveText('0 members · 2 sub-groups')

  // The new group has them now, and the list's counts agree.
  await page.goto(`/groups?search=${tag}`)
  await expect(page.getByRole('row', { name: new RegExp(GROUP) })).toContainText('2')
  await page.getByRole('link', { name: GROUP, exact: true }).click()
  await expect(page.getByLabel('Group counts')).toHaveText('2 members · 0 sub-groups')
  await expect(page.getByRole('table', { name: 'Group members' }).getByRole('row', { name: hazel.name })).toBeVisible()

  // A sub-group led by Christian.
  await page.getByRole('link', { name: 'Add sub-group' }).click()
  await page.getByLabel('Name').fill(SUB_GROUP)
  await page.getByPlaceholder('Find a leader').fill(christian.name)
  await page.getByPlaceholder('Find a leader').press('Enter')
  await page.getByRole('button', { name: `Add ${christian.name}` }).click()
  await expect(page.getByRole('list', { name: 'Chosen leaders' })).toContainText(christian.name)
  await shots(page, 'new-sub-group')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('link', { name: SUB_GROUP, exact: true })).toBeVisible()
  await expect(page.getByText(`Led by ${christian.name}`)).toBeVisible()
  await page.getByRole('link', { name: `Edit ${SUB_GROUP}` }).click()
  await expect(page.getByRole('heading', { name: `Edit ${SUB_GROUP}` })).toBeVisible()
  await shots(page, 'edit-sub-group')
  await page.goBack()
  await page.getByRole('link', { name: 'Edit group' }).click()
  await page.getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByRole('dialog')).toContainText('they will have no group')
  await shots(page, 'edit')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // A success manager of the journey's own: assign Jomar to them.
  await page.goto('/success-managers')
  await shots(page, 'success-managers')
  await page.goto(`/success-managers?search=${encodeURIComponent(manager.name)}`)
  const managerRow = page.getByRole('row', { name: manager.name })
  await expect(managerRow).toContainText('Accepting')
  await page.getByRole('link', { name: manager.name, exact: true }).click()
  await expect(page.getByLabel('Member count')).toHaveText('0 members')
  await page.getByPlaceholder('Find members to assign').fill(jomar.name)
  await page.getByPlaceholder('Find members to assign').press('Enter')
  await page.getByRole('checkbox', { name: `Choose ${jomar.name}` }).check()
  await page.getByRole('button', { name: 'Assign 1 person' }).click()
  await expect(page.getByText('Assigned 1 member.')).toBeVisible()
  await expect(page.getByLabel('Member count')).toHaveText('1 member')
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row', { name: jomar.name })).toBeVisible()
  await shots(page, 'success-manager')

  // An accountability group: chosen team lead, then a member assigned.
  await page.goto('/admin-accountability-group')
  await page.getByText('New accountability group').click()
  await page.getByLabel('Name').fill(BUDDIES)
  await page.getByPlaceholder('Find a team lead').fill(christian.name)
  await page.getByPlaceholder('Find a team lead').press('Enter')
  await page.getByRole('button', { name: `Choose ${christian.name}` }).click()
  await expect(page.getByText(`Chosen: ${christian.name}`)).toBeVisible()
  await page.getByRole('button', { name: 'Create group' }).click()
  await expect(page.getByText('Accountability group created')).toBeVisible()
  const buddyRow = page.getByRole('row', { name: new RegExp(BUDDIES) })
  await expect(buddyRow).toContainText(christian.name)
  await buddyRow.getByRole('button', { name: `Members of ${BUDDIES}` }).click()
  await page.getByPlaceholder(`Find members for ${BUDDIES}`).fill(hazel.name)
  await page.getByPlaceholder(`Find members for ${BUDDIES}`).press('Enter')
  await page.getByRole('checkbox', { name: `Choose ${hazel.name}` }).check()
  await page.getByRole('button', { name: 'Assign 1 person' }).click()
  await expect(page.getByText('Assigned 1 member')).toBeVisible()
  await expect(page.getByRole('table', { name: `Members of ${BUDDIES}` }).getByRole('row', { name: hazel.name })).toBeVisible()
  await expect(buddyRow).toContainText('1')
  await shots(page, 'accountability')

  // The team-lead selection lists it with its lead.
  await page.getByRole('link', { name: 'Team lead selection' }).click()
  await expect(page.getByRole('row', { name: new RegExp(BUDDIES) })).toContainText(christian.name)
  await shots(page, 'team-leads')
  await page.getByRole('link', { name: `Team lead of ${BUDDIES}` }).click()
  await expect(page.getByText(`Team lead now: ${christian.name}`)).toBeVisible()
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

test('the admin deletes a sub-group with a member, edits and deletes a challenge group and deletes an accountability group, each once confirmed', async ({ page, request }) => {
  test.setTimeout(120_000)
  const tag = uniqueTag()
  // Rows of this journey's own: a group with a sub-group holding one new member, Jomar, who also
  // leads the challenge and accountability groups below, and Ryan, a member for the latter.
  const made = await make<MadeGroup>(request, 'group', { name: 'Tribe Samar', subGroups: ['Catbalogan'], members: ['Jomar'] })
  const [jomar] = made.members
  const [{ id: subGroupId, name: subGroup }] = made.subGroups
  const ryan = await makePerson(request, { firstName: 'Ryan' })
  await actAsAdmin(page)

  // The sub-group: asked first, the member stays in the group.
  await page.goto(`/sub-groups/${subGroupId}/edit`)
  await page.getByRole('button', { name: 'Delete sub-group' }).click()
  const confirm = page.getByRole('dialog', { name: `Delete ${subGroup}?` })
  await expect(confirm).toContainText('This sub-group has 1 member. Deleting it keeps them in its group without a sub-group')
  await shots(page, 'delete-sub-group')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(new RegExp(`/groups/${made.id}$`))
  await expect(page.getByText('Sub-group deleted; 1 member is in the group without a sub-group now')).toBeVisible()
  await expect(page.getByLabel('Group counts')).toHaveText('1 member · 0 sub-groups')
  await expect(page.getByRole('table', { name: 'Group members' }).getByRole('row', { name: jomar.name })).toBeVisible()

  // A challenge group: edited in its dialog, then deleted.
  const challenge = `Team Waling-Waling ${tag}`
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
  await edit.getByPlaceholder('Find a leader').fill(jomar.name)
  await edit.getByPlaceholder('Find a leader').press('Enter')
  await edit.getByRole('button', { name: `Choose ${jomar.name}` }).click()
  await expect(edit.getByText(`Leader now: ${jomar.name}`)).toBeVisible()
  await shots(page, 'edit-challenge-group')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Challenge group saved')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(`${challenge} II`) })
  await expect(row).toContainText(jomar.name)
  await expect(row).toContainText('to Sun, 03/15/2026')
  await page.getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByRole('dialog', { name: `Delete ${challenge} II?` })).toContainText('It has no members.')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${challenge} II deleted`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(challenge) })).toHaveCount(0)

  // An accountability group led by Jomar with one member: deleted once confirmed.
  const buddies = `Night Owls ${tag}`
  const { createAccountabilityGroup } = await call<{ createAccountabilityGroup: { id: number } }>(
    page,
    'mutation ($name: String!, $lead: Int!) { createAccountabilityGroup(input: { name: $name, leaderId: $lead }) { id } }',
    { name: buddies, lead: jomar.id },
  )
  await call(page, 'mutation ($g: Int!, $u: [Int!]!) { assignAccountabilityMembers(accountabilityGroupId: $g, userIds: $u) { assignedCount } }', {
    g: createAccountabilityGroup.id,
    u: [ryan.id],
  })
  await page.goto(`/admin-accountability-group?groupId=${createAccountabilityGroup.id}`)
  await page.getByRole('button', { name: 'Delete group' }).click()
  const drop = page.getByRole('dialog', { name: `Delete ${buddies}?` })
  await expect(drop).toContainText(`Its 1 member will have no accountability group until assigned to another, and ${jomar.name} no longer leads one.`)
  await shots(page, 'delete-accountability-group')
  await drop.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${buddies} deleted`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(buddies) })).toHaveCount(0)
})
