// groups, group, groupChoices, groupUserChoices and the group writes (api/src/graphql/groups.sdl.ts);
// with groupMembers.ts, subGroups.ts and deleteSubGroup.ts, which this module re-exports. Who may
// call each is the SDL's @requireAccess; what a group must be is common/validation/groups.ts.
// Reads are one statement each (counts, leaders and sub-groups as subqueries); every write is one
// transaction with its info-log row, and a fixed number of statements whatever the number of
// leaders or members. The current-user facts (group, managedGroup) follow through the
// group_members / group_leaders / groups triggers (db/migrations/0003_current_user_facts_triggers.sql).
import { and, asc, eq, sql } from 'drizzle-orm'
import { groupSchema, searchSchema } from '../../../../common/validation/groups'
import { groups as groupsTable } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { AppError, NotFoundError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { leadersJson, liveMembers, nameTaken, savingGroup, setLeaders, thisGroupId, type Leader, type SubGroupJson } from './groupRecord'
import { HAS_MEMBERS, logChange, plural, userChoices } from './shared'
import { escapeLike } from '../../lib/sql'

export { HAS_MEMBERS } from './shared'
// Deleting a sub-group, a group's members and sub-groups are files of their own; the
// groups domain registers this module.
export { deleteSubGroup } from './deleteSubGroup'
export { groupMembers, moveGroupMembers, removeGroupMembers } from './groupMembers'
export { createSubGroup, subGroup, updateSubGroup } from './subGroups'

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
    const [row] = await tx
      .select({ name: groupsTable.name, members: sql<number>`(select count(*)::int from group_members gm where gm.group_id = ${thisGroupId})` })
      .from(groupsTable)
      .where(eq(groupsTable.id, id))
      .for('update')
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

