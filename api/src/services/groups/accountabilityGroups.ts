// accountabilityGroups, accountabilityGroup, accountabilityUserChoices and the writes
// (api/src/graphql/groups.accountabilityGroups.sdl.ts). A group has a team lead (leader_id, unique: a user
// leads at most one) and members (one accountability group per member); the members see the same
// group at /accountability-buddies (services/groups/buddies.ts: the group they belong to, else the
// one they lead). Reads are one statement each; writes one transaction with the info-log row and a
// fixed number of statements. currentUser.accountabilityGroupId / accountabilityAsLeaderId follow
// through the accountability_groups / accountability_group_members triggers.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { accountabilityGroupSchema, groupMessages, peopleSchema, searchSchema } from '../../../../common/validation/groups'
import { accountabilityGroupMembers, accountabilityGroups as groupsTable, users } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { fullName, liveUsers, logChange, userChoices } from './shared'
import { escapeLike } from '../../lib/sql'

type Person = { id: number; name: string; email: string }
/** A row of groupSelect (its aliases): the people come built as JSON. */
type GroupRow = { id: number; name: string; leader: Person | null; memberCount: number; members: Person[]; createdAt: string }
/** A row of the list's count. */
type TotalRow = { total: number }

const person = (alias: string) => sql.raw(`json_build_object('id', ${alias}.id, 'name', coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email), 'email', ${alias}.email)`)

const groupSelect = (where: SQL) => sql`
  select g.id, g.name, g.created_at as "createdAt",
    (select ${person('l')} from users l where l.id = g.leader_id and l.archived_at is null) as leader,
    (select count(*)::int from accountability_group_members m join users u on u.id = m.user_id
      where m.accountability_group_id = g.id and u.archived_at is null) as "memberCount",
    coalesce((select json_agg(${person('u')} order by u.last_name, u.first_name, u.id) from accountability_group_members m
      join users u on u.id = m.user_id where m.accountability_group_id = g.id and u.archived_at is null), '[]'::json) as members
  from accountability_groups g left join users lu on lu.id = g.leader_id
  where ${where}`

/** A groupSelect row as the API answers it. */
const toGroup = (row: GroupRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })

const listArgs = pageArgsSchema({}).extend({ search: searchSchema })

export const accountabilityGroups = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid accountability group list request')
  const like = search ? `%${escapeLike(search.toLowerCase())}%` : null
  const where = like
    ? sql`(lower(g.name) like ${like} escape '\\' or lower(coalesce(${fullName('lu')}, '')) like ${like} escape '\\')`
    : sql`true`
  return paginate(args, {
    sortable: {},
    defaultSort: [sql`g.name asc`, sql`g.id asc`],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.execute<GroupRow>(sql`${groupSelect(where)} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)).rows.map(toGroup),
    count: async () => (await db.execute<TotalRow>(sql`select count(*)::int as total from (${groupSelect(where)}) x`)).rows[0].total,
  })
}) satisfies QueryResolvers['accountabilityGroups']

async function findGroup(id: number, executor: Executor = db) {
  const row = (await executor.execute<GroupRow>(groupSelect(sql`g.id = ${id}`))).rows[0]
  return row ? toGroup(row) : null
}

async function foundGroup(id: number) {
  const row = await findGroup(id)
  if (!row) throw new NotFoundError('Accountability group not found')
  return row
}

export const accountabilityGroup = (async ({ id }) => findGroup(id)) satisfies QueryResolvers['accountabilityGroup']

export const accountabilityUserChoices = (async ({ search }) =>
  userChoices(
    search,
    sql`coalesce((select g.name from accountability_group_members m join accountability_groups g on g.id = m.accountability_group_id where m.user_id = u.id),
      (select 'Leads ' || g.name from accountability_groups g where g.leader_id = u.id))`,
  )) satisfies QueryResolvers['accountabilityUserChoices']

/** Runs a write, turning the one-group-per-lead index's refusal into the leader field's message. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'accountability_groups_leader_id_key')) {
      throw new UserInputError(groupMessages.leaderTaken, { leaderId: [groupMessages.leaderTaken] })
    }
    throw error
  }
}

export const createAccountabilityGroup = (async ({ input }) => {
  const values = parseInput(accountabilityGroupSchema, input)
  const id = await saving(() =>
    db.transaction(async (tx) => {
      await liveUsers(tx, [values.leaderId], 'leaderId', groupMessages.leaderRequired)
      const [row] = await tx.insert(groupsTable).values(values).returning({ id: groupsTable.id })
      await logChange(tx, 'accountability-group', 'accountability-group-created', row.id, values)
      return row.id
    }),
  )
  return foundGroup(id)
}) satisfies MutationResolvers['createAccountabilityGroup']

export const updateAccountabilityGroup = (async ({ id, input }) => {
  const values = parseInput(accountabilityGroupSchema, input)
  await saving(() =>
    db.transaction(async (tx) => {
      await liveUsers(tx, [values.leaderId], 'leaderId', groupMessages.leaderRequired)
      const [row] = await tx.update(groupsTable).set({ ...values, updatedAt: new Date() }).where(eq(groupsTable.id, id)).returning({ id: groupsTable.id })
      if (!row) throw new NotFoundError('Accountability group not found')
      // The team lead leads the buddies; they are not one of them.
      await tx
        .delete(accountabilityGroupMembers)
        .where(and(eq(accountabilityGroupMembers.accountabilityGroupId, id), eq(accountabilityGroupMembers.userId, values.leaderId)))
      await logChange(tx, 'accountability-group', 'accountability-group-updated', id, values)
    }),
  )
  return foundGroup(id)
}) satisfies MutationResolvers['updateAccountabilityGroup']

export const deleteAccountabilityGroup = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(groupsTable).where(eq(groupsTable.id, id)).returning({ name: groupsTable.name, leaderId: groupsTable.leaderId })
    if (!row) throw new NotFoundError('Accountability group not found')
    await logChange(tx, 'accountability-group', 'accountability-group-deleted', id, row)
    return id
  })) satisfies MutationResolvers['deleteAccountabilityGroup']

const people = z.object({ userIds: peopleSchema })

export const assignAccountabilityMembers = (async ({ accountabilityGroupId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ leaderId: groupsTable.leaderId })
      .from(groupsTable)
      .where(eq(groupsTable.id, accountabilityGroupId))
      .for('share')
    if (!target) throw new NotFoundError('Accountability group not found')
    const { leaderId } = target
    if (leaderId != null && userIds.includes(leaderId)) {
      throw new UserInputError('The team lead leads this group: choose other members', { userIds: ['The team lead leads this group: choose other members'] })
    }
    const before = await tx
      .select({ id: users.id, groupId: accountabilityGroupMembers.accountabilityGroupId })
      .from(users)
      .leftJoin(accountabilityGroupMembers, eq(accountabilityGroupMembers.userId, users.id))
      .where(and(inArray(users.id, userIds), isNull(users.archivedAt)))
    if (before.length !== userIds.length) throw new UserInputError(groupMessages.people, { userIds: [groupMessages.people] })
    const moved = before.filter((row) => row.groupId != null && row.groupId !== accountabilityGroupId)
    await tx
      .insert(accountabilityGroupMembers)
      .values(userIds.map((userId) => ({ userId, accountabilityGroupId })))
      .onConflictDoUpdate({
        target: accountabilityGroupMembers.userId,
        set: {
          accountabilityGroupId: sql`excluded.accountability_group_id`,
          createdAt: sql`case when ${accountabilityGroupMembers.accountabilityGroupId} = excluded.accountability_group_id then ${accountabilityGroupMembers.createdAt} else now() end`,
        },
      })
    await logChange(tx, 'accountability-group', 'accountability-members-assigned', accountabilityGroupId, {
      userIds,
      movedFrom: Object.fromEntries(moved.map((row) => [row.id, row.groupId])),
    })
    return { assignedCount: userIds.length, movedCount: moved.length }
  })
}) satisfies MutationResolvers['assignAccountabilityMembers']

export const removeAccountabilityMembers = (async ({ accountabilityGroupId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(accountabilityGroupMembers)
      .where(and(eq(accountabilityGroupMembers.accountabilityGroupId, accountabilityGroupId), inArray(accountabilityGroupMembers.userId, userIds)))
      .returning({ userId: accountabilityGroupMembers.userId })
    await logChange(tx, 'accountability-group', 'accountability-members-removed', accountabilityGroupId, {
      userIds: removed.map((row) => row.userId),
    })
    return removed.length
  })
}) satisfies MutationResolvers['removeAccountabilityMembers']
