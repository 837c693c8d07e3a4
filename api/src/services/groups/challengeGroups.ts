// challengeGroups, challengeGroup, challengeUserChoices and the writes
// (api/src/graphql/groups.challengeGroups.sdl.ts). Membership is per (group, user): a member may take part
// in several challenges over time, and /challenge-buddies shows them their latest (by start date),
// as services/groups/buddies.ts reads it. Reads are one statement each; writes one transaction
// with the info-log row and a fixed number of statements.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { challengeGroupSchema, groupMessages, peopleSchema, searchSchema } from '../../../../common/validation/groups'
import { challengeGroupMembers, challengeGroups as groupsTable, users } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { liveUsers, logChange, userChoices } from './shared'
import { escapeLike } from '../../lib/sql'

type Person = { id: number; name: string; email: string }
/** A row of groupSelect (its aliases): the people come built as JSON. */
type GroupRow = {
  id: number
  name: string
  startsOn: string | null
  endsOn: string | null
  leader: Person | null
  memberCount: number
  members: Person[]
  createdAt: string
}

const person = (alias: string) => sql.raw(`json_build_object('id', ${alias}.id, 'name', coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email), 'email', ${alias}.email)`)

const groupSelect = (where: SQL) => sql`
  select g.id, g.name, g.starts_on::text as "startsOn", g.ends_on::text as "endsOn", g.created_at as "createdAt",
    (select ${person('l')} from users l where l.id = g.leader_id and l.archived_at is null) as leader,
    (select count(*)::int from challenge_group_members m join users u on u.id = m.user_id
      where m.challenge_group_id = g.id and u.archived_at is null) as "memberCount",
    coalesce((select json_agg(${person('u')} order by u.last_name, u.first_name, u.id) from challenge_group_members m
      join users u on u.id = m.user_id where m.challenge_group_id = g.id and u.archived_at is null), '[]'::json) as members
  from challenge_groups g
  where ${where}`

/** A row of the list's count. */
type TotalRow = { total: number }

/** A groupSelect row as the API answers it. */
const toGroup = (row: GroupRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })

const listArgs = pageArgsSchema({}).extend({ search: searchSchema })

export const challengeGroups = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid challenge group list request')
  const where = search ? sql`lower(g.name) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'` : sql`true`
  return paginate(args, {
    sortable: {},
    defaultSort: [sql`g.starts_on desc nulls last`, sql`g.id desc`],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.execute<GroupRow>(sql`${groupSelect(where)} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`)).rows.map(toGroup),
    count: async () => (await db.execute<TotalRow>(sql`select count(*)::int as total from challenge_groups g where ${where}`)).rows[0].total,
  })
}) satisfies QueryResolvers['challengeGroups']

async function findGroup(id: number, executor: Executor = db) {
  const row = (await executor.execute<GroupRow>(groupSelect(sql`g.id = ${id}`))).rows[0]
  return row ? toGroup(row) : null
}

async function foundGroup(id: number) {
  const row = await findGroup(id)
  if (!row) throw new NotFoundError('Challenge group not found')
  return row
}

export const challengeGroup = (async ({ id }) => findGroup(id)) satisfies QueryResolvers['challengeGroup']

export const challengeUserChoices = (async ({ search }) =>
  userChoices(
    search,
    sql`(select string_agg(g.name, ', ' order by g.starts_on desc nulls last, g.id desc) from challenge_group_members m
      join challenge_groups g on g.id = m.challenge_group_id where m.user_id = u.id)`,
  )) satisfies QueryResolvers['challengeUserChoices']

export const createChallengeGroup = (async ({ input }) => {
  const values = parseInput(challengeGroupSchema, input)
  const id = await db.transaction(async (tx) => {
    if (values.leaderId) await liveUsers(tx, [values.leaderId], 'leaderId', groupMessages.leaderRequired)
    const [row] = await tx.insert(groupsTable).values(values).returning({ id: groupsTable.id })
    await logChange(tx, 'challenge-group', 'challenge-group-created', row.id, values)
    return row.id
  })
  return foundGroup(id)
}) satisfies MutationResolvers['createChallengeGroup']

export const updateChallengeGroup = (async ({ id, input }) => {
  const values = parseInput(challengeGroupSchema, input)
  await db.transaction(async (tx) => {
    if (values.leaderId) await liveUsers(tx, [values.leaderId], 'leaderId', groupMessages.leaderRequired)
    const [row] = await tx.update(groupsTable).set({ ...values, updatedAt: new Date() }).where(eq(groupsTable.id, id)).returning({ id: groupsTable.id })
    if (!row) throw new NotFoundError('Challenge group not found')
    await logChange(tx, 'challenge-group', 'challenge-group-updated', id, values)
  })
  return foundGroup(id)
}) satisfies MutationResolvers['updateChallengeGroup']

export const deleteChallengeGroup = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(groupsTable).where(eq(groupsTable.id, id)).returning({ name: groupsTable.name })
    if (!row) throw new NotFoundError('Challenge group not found')
    await logChange(tx, 'challenge-group', 'challenge-group-deleted', id, row)
    return id
  })) satisfies MutationResolvers['deleteChallengeGroup']

const people = z.object({ userIds: peopleSchema })

export const assignChallengeMembers = (async ({ challengeGroupId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: groupsTable.id }).from(groupsTable).where(eq(groupsTable.id, challengeGroupId)).for('share')
    if (!target) throw new NotFoundError('Challenge group not found')
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), isNull(users.archivedAt)))
    if (found.length !== userIds.length) throw new UserInputError(groupMessages.people, { userIds: [groupMessages.people] })
    await tx
      .insert(challengeGroupMembers)
      .values(userIds.map((userId) => ({ userId, challengeGroupId })))
      .onConflictDoNothing()
    await logChange(tx, 'challenge-group', 'challenge-members-assigned', challengeGroupId, { userIds })
    return { assignedCount: userIds.length, movedCount: 0 }
  })
}) satisfies MutationResolvers['assignChallengeMembers']

export const removeChallengeMembers = (async ({ challengeGroupId, userIds: input }) => {
  const { userIds } = parseInput(people, { userIds: input })
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(challengeGroupMembers)
      .where(and(eq(challengeGroupMembers.challengeGroupId, challengeGroupId), inArray(challengeGroupMembers.userId, userIds)))
      .returning({ userId: challengeGroupMembers.userId })
    await logChange(tx, 'challenge-group', 'challenge-members-removed', challengeGroupId, { userIds: removed.map((row) => row.userId) })
    return removed.length
  })
}) satisfies MutationResolvers['removeChallengeMembers']
