// subGroup, createSubGroup and updateSubGroup (api/src/graphql/groups.sdl.ts): one sub-group with its
// leaders and live member count, and its writes (one transaction each, with its info-log row).
// Registered through groups.ts; deleting a sub-group is deleteSubGroup.ts.
import { eq, sql } from 'drizzle-orm'
import { groupMessages, subGroupSchema } from '../../../../common/validation/groups'
import { groups as groupsTable, subGroups } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { leadersJson, liveMembers, savingGroup, setLeaders, type SubGroupJson } from './groupRecord'
import { logChange } from './shared'

async function findSubGroup(id: number) {
  const result = await db.execute<SubGroupJson>(sql`
    select s.id, s.group_id as "groupId", s.name, s.description, ${liveMembers(sql`gm.sub_group_id = s.id`)} as "memberCount",
      ${leadersJson(sql`gl.sub_group_id = s.id`)} as leaders
    from sub_groups s where s.id = ${id}`)
  return result.rows[0] ?? null
}

export const subGroup = (async ({ id }) => findSubGroup(id)) satisfies QueryResolvers['subGroup']

async function foundSubGroup(id: number) {
  const row = await findSubGroup(id)
  if (!row) throw new NotFoundError('Sub-group not found')
  return row
}

export const createSubGroup = (async ({ input }) => {
  const { leaderIds, ...values } = parseInput(subGroupSchema, input)
  const id = await savingGroup(() =>
    db.transaction(async (tx) => {
      const [parent] = await tx.select({ id: groupsTable.id }).from(groupsTable).where(eq(groupsTable.id, values.groupId)).for('share')
      if (!parent) throw new UserInputError(groupMessages.group, { groupId: [groupMessages.group] })
      const [row] = await tx.insert(subGroups).values(values).returning({ id: subGroups.id })
      await setLeaders(tx, values.groupId, row.id, leaderIds)
      await logChange(tx, 'sub-group', 'sub-group-created', row.id, { ...values, leaderIds })
      return row.id
    }),
  )
  return foundSubGroup(id)
}) satisfies MutationResolvers['createSubGroup']

export const updateSubGroup = (async ({ id, input }) => {
  const { leaderIds, ...values } = parseInput(subGroupSchema, input)
  await savingGroup(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(subGroups)
        .set({ name: values.name, description: values.description, updatedAt: new Date() })
        .where(eq(subGroups.id, id))
        .returning({ groupId: subGroups.groupId })
      if (!row) throw new NotFoundError('Sub-group not found')
      // A sub-group stays in its group: its members' memberships name that group.
      if (row.groupId !== values.groupId) throw new UserInputError(groupMessages.subGroup, { groupId: ['A sub-group stays in its group'] })
      await setLeaders(tx, row.groupId, id, leaderIds)
      await logChange(tx, 'sub-group', 'sub-group-updated', id, { ...values, leaderIds })
    }),
  )
  return foundSubGroup(id)
}) satisfies MutationResolvers['updateSubGroup']
