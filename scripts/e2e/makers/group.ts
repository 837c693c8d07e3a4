// A community group of a journey's own, made through the groups service as the back office makes
// one: a unique name, sub-groups, and new members (people made here, named by the first names
// asked for), the first of them in the first sub-group if there is one. Journeys move, lead and
// delete these instead of the seeded groups and people others read.
import { createGroup, createSubGroup, moveGroupMembers } from '../../../api/src/services/groups/groups'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

export type GroupInput = {
  /** The group's name; the tag is added. */
  name: string
  /** Names of its sub-groups; the tag is added to each. */
  subGroups?: string[]
  /** One new member for each first name, in the group (the first one in the first sub-group). */
  members?: string[]
}

export type MadeGroup = { id: number; name: string; subGroups: { id: number; name: string }[]; members: Person[] }

export default async function group(input: GroupInput): Promise<MadeGroup> {
  const tag = uniqueTag()
  const made = await createGroup({ input: { name: `${input.name} ${tag}` } })
  const subGroups = []
  for (const name of input.subGroups ?? []) {
    const subGroup = await createSubGroup({ input: { groupId: made.id, name: `${name} ${tag}` } })
    subGroups.push({ id: subGroup.id, name: subGroup.name })
  }
  const members = []
  for (const firstName of input.members ?? []) members.push(await person({ firstName }))
  if (members.length) {
    const [first, ...rest] = members
    await moveGroupMembers({ userIds: [first.id], groupId: made.id, subGroupId: subGroups[0]?.id ?? null })
    if (rest.length) await moveGroupMembers({ userIds: rest.map((member) => member.id), groupId: made.id, subGroupId: null })
  }
  return { id: made.id, name: made.name, subGroups, members }
}
