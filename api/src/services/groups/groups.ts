// groups, group, groupMembers, subGroup, groupChoices, groupUserChoices and the group / sub-group
// writes (api/src/graphql/groups.sdl.ts). Who may call each is the SDL's @requireAccess; what a group
// must be is common/validation/groups.ts. Reads are one statement each (counts, leaders and
// sub-groups as subqueries); every write is one transaction with its info-log row, and a fixed
// number of statements whatever the number of leaders or members. The current-user facts
// (group, managedGroup) follow through the group_members / group_leaders / groups triggers
// (db/migrations/0003_current_user_facts_triggers.sql).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  groupMessages,
  groupSchema,
  moveMembersSchema,
  peopleSchema,
  searchSchema,
  subGroupSchema,
} from '../../../../common/validation/groups'
import { groupLeaders, groupMembers as groupMembersTable, groups as groupsTable, subGroups } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { AppError, isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { fullName, HAS_MEMBERS, liveUsers, logChange, plural, userChoices, userMatches } from './shared'
import { escapeLike } from '../../lib/sql'

export { HAS_MEMBERS } from './shared'
// Deleting a sub-group (issue 28) is a file of its own; the groups domain registers this module.
export { deleteSubGroup } from './deleteSubGroup'

/** The listed group's id, qualified: Drizzle leaves columns unqualified in a one-table select, where a subquery's own id would win. */
const thisGroupId = sql.raw('"groups"."id"')

type Leader = { id: number; name: string; email: string }
type SubGroupJson = { id: number; groupId: number; name: string; description: string | null; memberCount: number; leaders: Leader[] }

/** Leaders (json array) of group_leaders rows matching `where` (alias gl). */
const leadersJson = (where: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(${fullName()}, ''), u.email), 'email', u.email) order by u.last_name, u.first_name, u.id)
  from group_leaders gl join users u on u.id = gl.user_id where ${where}), '[]'::json)`

/** Live members of group_members rows matching `where` (alias gm). */
const liveMembers = (where: SQL) => sql`(select count(*)::int from group_members gm join users u on u.id = gm.user_id where ${where} and u.archived_at is null)`

const memberCount = liveMembers(sql`gm.group_id = ${thisGroupId}`)

const subGroupsJson = sql`coalesce((
  select json_agg(json_build_object('id', s.id, 'groupId', s.group_id, 'name', s.name, 'description', s.description,
    'memberCount', ${liveMembers(sql`gm.sub_group_id = s.id`)},
    'leaders', ${leadersJson(sql`gl.sub_group_id = s.id`)}) order by s.name, s.id)
  from sub_groups s where s.group_id = ${thisGroupId}), '[]'::json)`

const listColumns = {
  id: groupsTable.id,
  name: groupsTable.name,
  description: groupsTable.description,
  createdAt: groupsTable.createdAt,
  updatedAt: groupsTable.updatedAt,
  memberCount: sql<number>`${memberCount}`.as('member_count'),
  subGroupCount: sql<number>`(select count(*)::int from sub_groups s where s.group_id = ${thisGroupId})`.as('sub_group_count'),
  leaders: sql<Leader[]>`${leadersJson(sql`gl.group_id = ${thisGroupId} and gl.sub_group_id is null`)}`.as('leaders'),
}

const toGroup = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const sortable = { name: groupsTable.name, memberCount, createdAt: groupsTable.createdAt }

const listArgs = pageArgsSchema(sortable).extend({ search: searchSchema })

const nameContains = (search: string) => sql`lower(${groupsTable.name}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`

export const groups = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid group list request')
  const where = search ? nameContains(search) : undefined
  return paginate(args, {
    sortable,
    defaultSort: [asc(groupsTable.name), asc(groupsTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select(listColumns).from(groupsTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((row) =>
        toGroup({ ...row, subGroups: [] as SubGroupJson[] }),
      ),
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(groupsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['groups']

async function findGroup(id: number, executor: Executor = db) {
  const [row] = await executor
    .select({ ...listColumns, subGroups: sql<SubGroupJson[]>`${subGroupsJson}`.as('sub_groups') })
    .from(groupsTable)
    .where(eq(groupsTable.id, id))
  return row ? toGroup(row) : null
}

async function foundGroup(id: number) {
  const row = await findGroup(id)
  if (!row) throw new NotFoundError('Group not found')
  return row
}

export const group = (async ({ id }) => findGroup(id)) satisfies QueryResolvers['group']

const memberSortable = { name: sql`u.last_name`, joinedAt: sql`gm.created_at` }
const memberArgs = pageArgsSchema(memberSortable).extend({ search: searchSchema })

export const groupMembers = (async (args) => {
  const { search } = parseInput(memberArgs, args, 'Invalid member list request')
  const where = sql`gm.group_id = ${args.groupId} and u.archived_at is null
    ${args.subGroupId != null ? sql`and gm.sub_group_id = ${args.subGroupId}` : sql``} and ${userMatches(search)}`
  return paginate(args, {
    sortable: memberSortable,
    defaultSort: [sql`u.last_name asc`, sql`u.first_name asc`, sql`u.id asc`],
    rows: async ({ limit, offset, orderBy }) => {
      const result = await db.execute<{ id: number; name: string; email: string; sub_group_id: number | null; sub_group_name: string | null; joined_at: string }>(sql`
        select u.id, coalesce(nullif(${fullName()}, ''), u.email) as name, u.email, gm.sub_group_id, s.name as sub_group_name, gm.created_at as joined_at
        from group_members gm join users u on u.id = gm.user_id left join sub_groups s on s.id = gm.sub_group_id
        where ${where}
        order by ${sql.join(orderBy, sql`, `)}
        limit ${limit} offset ${offset}`)
      return result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subGroupId: row.sub_group_id,
        subGroupName: row.sub_group_name,
        joinedAt: new Date(row.joined_at).toISOString(),
      }))
    },
    count: async () =>
      (await db.execute<{ total: number }>(sql`select count(*)::int as total from group_members gm join users u on u.id = gm.user_id where ${where}`))
        .rows[0].total,
  })
}) satisfies QueryResolvers['groupMembers']

async function findSubGroup(id: number) {
  const result = await db.execute<SubGroupJson>(sql`
    select s.id, s.group_id as "groupId", s.name, s.description, ${liveMembers(sql`gm.sub_group_id = s.id`)} as "memberCount",
      ${leadersJson(sql`gl.sub_group_id = s.id`)} as leaders
    from sub_groups s where s.id = ${id}`)
  return result.rows[0] ?? null
}

export const subGroup = (async ({ id }) => findSubGroup(id)) satisfies QueryResolvers['subGroup']

export const groupChoices = (async ({ search }) => {
  const text = parseInput(searchSchema, search, 'Invalid search')
  const rows = await db
    .select({
      id: groupsTable.id,
      name: groupsTable.name,
      subGroups: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
        from sub_groups s where s.group_id = ${thisGroupId}), '[]'::json)`,
    })
    .from(groupsTable)
    .where(text ? nameContains(text) : undefined)
    .orderBy(asc(groupsTable.name), asc(groupsTable.id))
    .limit(20)
  return rows
}) satisfies QueryResolvers['groupChoices']

export const groupUserChoices = (async ({ search, ids }) =>
  userChoices(
    search,
    sql`(select g.name || coalesce(' / ' || s.name, '') from group_members gm join groups g on g.id = gm.group_id
      left join sub_groups s on s.id = gm.sub_group_id where gm.user_id = u.id)`,
    ids,
  )) satisfies QueryResolvers['groupUserChoices']

/**
 * Makes `leaderIds` exactly the leaders of the group (subGroupId null) or sub-group: refuses users
 * who lead elsewhere (a user leads at most one), then one delete and one insert.
 */
async function setLeaders(tx: Executor, groupId: number, subGroupId: number | null, leaderIds: number[]) {
  const names = await liveUsers(tx, leaderIds, 'leaderIds', groupMessages.leaders)
  if (leaderIds.length) {
    const elsewhere = await tx.execute<{ user_id: number }>(sql`
      select gl.user_id from group_leaders gl
      where gl.user_id in ${leaderIds} and not (gl.group_id = ${groupId} and gl.sub_group_id is not distinct from ${subGroupId})`)
    if (elsewhere.rows.length) {
      const message = groupMessages.leaderElsewhere(elsewhere.rows.map((row) => names.get(row.user_id)).join(', '))
      throw new UserInputError(message, { leaderIds: [message] })
    }
  }
  await tx.execute(sql`delete from group_leaders where group_id = ${groupId} and sub_group_id is not distinct from ${subGroupId}
    ${leaderIds.length ? sql`and user_id not in ${leaderIds}` : sql``}`)
  if (leaderIds.length) {
    await tx
      .insert(groupLeaders)
      .values(leaderIds.map((userId) => ({ userId, groupId, subGroupId })))
      .onConflictDoNothing()
  }
}

const nameTaken = () => new UserInputError(groupMessages.nameTaken, { name: [groupMessages.nameTaken] })
const subGroupNameTaken = () => new UserInputError(groupMessages.subGroupNameTaken, { name: [groupMessages.subGroupNameTaken] })

/** Runs a group write, turning the unique name index's refusal into the name field's message. */
async function savingGroup<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'groups_name_key')) throw nameTaken()
    if (isUniqueViolation(error, 'sub_groups_group_id_name_key')) throw subGroupNameTaken()
    throw error
  }
}

/** The name is free (case-insensitively) among the groups other than `exceptId`. */
async function refuseTakenName(tx: Executor, name: string, exceptId: number | null) {
  const [row] = await tx
    .select({ id: groupsTable.id })
    .from(groupsTable)
    .where(and(sql`lower(${groupsTable.name}) = ${name.toLowerCase()}`, exceptId ? sql`${groupsTable.id} <> ${exceptId}` : undefined))
  if (row) throw nameTaken()
}

export const createGroup = (async ({ input }) => {
  const { leaderIds, ...values } = parseInput(groupSchema, input)
  const id = await savingGroup(() =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, values.name, null)
      const [row] = await tx.insert(groupsTable).values(values).returning({ id: groupsTable.id })
      await setLeaders(tx, row.id, null, leaderIds)
      await logChange(tx, 'group', 'group-created', row.id, { ...values, leaderIds })
      return row.id
    }),
  )
  return foundGroup(id)
}) satisfies MutationResolvers['createGroup']

export const updateGroup = (async ({ id, input }) => {
  const { leaderIds, ...values } = parseInput(groupSchema, input)
  await savingGroup(() =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, values.name, id)
      const [row] = await tx
        .update(groupsTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(groupsTable.id, id))
        .returning({ id: groupsTable.id })
      if (!row) throw new NotFoundError('Group not found')
      await setLeaders(tx, id, null, leaderIds)
      await logChange(tx, 'group', 'group-updated', id, { ...values, leaderIds })
    }),
  )
  return foundGroup(id)
}) satisfies MutationResolvers['updateGroup']

export const deleteGroup = (async ({ id, removeMembers }) =>
  db.transaction(async (tx) => {
    // Locks the row, so no member joins between the count and the delete.
    const locked = await tx.execute<{ name: string; members: number }>(sql`
      select g.name, (select count(*)::int from group_members gm where gm.group_id = g.id) as members
      from groups g where g.id = ${id} for update`)
    const row = locked.rows[0]
    if (!row) throw new NotFoundError('Group not found')
    if (row.members > 0 && !removeMembers) {
      throw new AppError(
        `This group has ${plural(row.members, 'member')}. Deleting it removes them from the group: they will have no group until they are moved to another one.`,
        HAS_MEMBERS,
        { memberCount: row.members },
      )
    }
    // Sub-groups, leaders and memberships go with it (foreign keys on delete cascade).
    await tx.delete(groupsTable).where(eq(groupsTable.id, id))
    await logChange(tx, 'group', 'group-deleted', id, { name: row.name, removedMemberCount: row.members })
    return { id, removedMemberCount: row.members }
  })) satisfies MutationResolvers['deleteGroup']

export const moveGroupMembers = (async (args) => {
  const { userIds, groupId, subGroupId } = parseInput(moveMembersSchema, args)
  return db.transaction(async (tx) => {
    // The target (and that the sub-group is the group's), locked against a concurrent delete.
    const target = await tx.execute<{ id: number; sub_ok: boolean }>(sql`
      select g.id, ${subGroupId == null ? sql`true` : sql`exists (select 1 from sub_groups s where s.id = ${subGroupId} and s.group_id = g.id)`} as sub_ok
      from groups g where g.id = ${groupId} for share`)
    if (!target.rows[0]) throw new UserInputError(groupMessages.group, { groupId: [groupMessages.group] })
    if (!target.rows[0].sub_ok) throw new UserInputError(groupMessages.subGroup, { subGroupId: [groupMessages.subGroup] })
    // The people and where they were, in one statement.
    const before = await tx.execute<{ id: number; group_id: number | null }>(sql`
      select u.id, gm.group_id from users u left join group_members gm on gm.user_id = u.id
      where u.id in ${userIds} and u.archived_at is null`)
    if (before.rows.length !== userIds.length) throw new UserInputError(groupMessages.people, { userIds: [groupMessages.people] })
    const fromOther = before.rows.filter((row) => row.group_id != null && row.group_id !== groupId)
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
      from: Object.fromEntries(before.rows.map((row) => [row.id, row.group_id])),
    })
    return { movedCount: userIds.length, fromOtherGroupsCount: fromOther.length }
  })
}) satisfies MutationResolvers['moveGroupMembers']

export const removeGroupMembers = (async ({ groupId, userIds }) => {
  const ids = parseInput(z.object({ userIds: peopleSchema }), { userIds }).userIds
  return db.transaction(async (tx) => {
    const removed = await tx.execute<{ user_id: number }>(
      sql`delete from group_members where group_id = ${groupId} and user_id in ${ids} returning user_id`,
    )
    await logChange(tx, 'group', 'group-members-removed', groupId, { userIds: removed.rows.map((row) => row.user_id) })
    return removed.rows.length
  })
}) satisfies MutationResolvers['removeGroupMembers']

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
