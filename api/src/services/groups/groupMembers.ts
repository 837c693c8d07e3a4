// groupMembers, moveGroupMembers and removeGroupMembers (api/src/graphql/groups.sdl.ts): a group's
// members, listed and moved between groups. Registered through groups.ts. The list is one statement
// (and its count); each write is one transaction with its info-log row, a fixed number of statements
// whatever the number of members.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { groupMessages, moveMembersSchema, peopleSchema, searchSchema } from '../../../../common/validation/groups'
import { groupMembers as groupMembersTable, groups as groupsTable, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { thisGroupId } from './groupRecord'
import { fullName, logChange, userMatches } from './shared'

const memberSortable = { name: sql`u.last_name`, joinedAt: sql`gm.created_at` }
const memberArgs = pageArgsSchema(memberSortable).extend({ search: searchSchema })

/** A row of the members page's statement (its aliases). */
type GroupMemberRow = { id: number; name: string; email: string; sub_group_id: number | null; sub_group_name: string | null; joined_at: string | Date }
/** A row of the list's count. */
type TotalRow = { total: number }

/** A group's member as the API answers it. */
const toGroupMember = (row: GroupMemberRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subGroupId: row.sub_group_id,
  subGroupName: row.sub_group_name,
  joinedAt: new Date(row.joined_at).toISOString(),
})

export const groupMembers = (async (args) => {
  const { search } = parseInput(memberArgs, args, 'Invalid member list request')
  const where = sql`gm.group_id = ${args.groupId} and u.archived_at is null
    ${args.subGroupId != null ? sql`and gm.sub_group_id = ${args.subGroupId}` : sql``} and ${userMatches(search)}`
  return paginate(args, {
    sortable: memberSortable,
    defaultSort: [sql`u.last_name asc`, sql`u.first_name asc`, sql`u.id asc`],
    rows: async ({ limit, offset, orderBy }) => {
      const result = await db.execute<GroupMemberRow>(sql`
        select u.id, coalesce(nullif(${fullName()}, ''), u.email) as name, u.email, gm.sub_group_id, s.name as sub_group_name, gm.created_at as joined_at
        from group_members gm join users u on u.id = gm.user_id left join sub_groups s on s.id = gm.sub_group_id
        where ${where}
        order by ${sql.join(orderBy, sql`, `)}
        limit ${limit} offset ${offset}`)
      return result.rows.map(toGroupMember)
    },
    count: async () =>
      (await db.execute<TotalRow>(sql`select count(*)::int as total from group_members gm join users u on u.id = gm.user_id where ${where}`))
        .rows[0].total,
  })
}) satisfies QueryResolvers['groupMembers']

export const moveGroupMembers = (async (args) => {
  const { userIds, groupId, subGroupId } = parseInput(moveMembersSchema, args)
  return db.transaction(async (tx) => {
    // The target (and that the sub-group is the group's), locked against a concurrent delete.
    const subOk = subGroupId == null ? sql<boolean>`true` : sql<boolean>`exists (select 1 from sub_groups s where s.id = ${subGroupId} and s.group_id = ${thisGroupId})`
    const [target] = await tx.select({ id: groupsTable.id, subOk }).from(groupsTable).where(eq(groupsTable.id, groupId)).for('share')
    if (!target) throw new UserInputError(groupMessages.group, { groupId: [groupMessages.group] })
    if (!target.subOk) throw new UserInputError(groupMessages.subGroup, { subGroupId: [groupMessages.subGroup] })
    // The people and where they were, in one statement.
    const before = await tx
      .select({ id: users.id, groupId: groupMembersTable.groupId })
      .from(users)
      .leftJoin(groupMembersTable, eq(groupMembersTable.userId, users.id))
      .where(and(inArray(users.id, userIds), isNull(users.archivedAt)))
    if (before.length !== userIds.length) throw new UserInputError(groupMessages.people, { userIds: [groupMessages.people] })
    const fromOther = before.filter((row) => row.groupId != null && row.groupId !== groupId)
    // One statement whatever the count: a user in another group leaves it (one group per user);
    // joinedAt restarts only for those who change group.
    await tx
      .insert(groupMembersTable)
      .values(userIds.map((userId) => ({ userId, groupId, subGroupId: subGroupId ?? null })))
      .onConflictDoUpdate({
        target: groupMembersTable.userId,
        set: {
          groupId: sql`excluded.group_id`,
          subGroupId: sql`excluded.sub_group_id`,
          createdAt: sql`case when ${groupMembersTable.groupId} = excluded.group_id then ${groupMembersTable.createdAt} else now() end`,
        },
      })
    await logChange(tx, 'group', 'group-members-moved', groupId, {
      userIds,
      subGroupId: subGroupId ?? null,
      from: Object.fromEntries(before.map((row) => [row.id, row.groupId])),
    })
    return { movedCount: userIds.length, fromOtherGroupsCount: fromOther.length }
  })
}) satisfies MutationResolvers['moveGroupMembers']

export const removeGroupMembers = (async ({ groupId, userIds }) => {
  const ids = parseInput(z.object({ userIds: peopleSchema }), { userIds }).userIds
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(groupMembersTable)
      .where(and(eq(groupMembersTable.groupId, groupId), inArray(groupMembersTable.userId, ids)))
      .returning({ userId: groupMembersTable.userId })
    await logChange(tx, 'group', 'group-members-removed', groupId, { userIds: removed.map((row) => row.userId) })
    return removed.length
  })
}) satisfies MutationResolvers['removeGroupMembers']
