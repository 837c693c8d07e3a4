// Non-members (api/src/graphql/members.nonMembers.sdl.ts): the list, one non-member, the batch options,
// Create User Account and the edit of the basic fields.
// The rule (docs/api.md "Non-members"): a non-member is a user who is not archived and does not
// hold the `member` access level: the members list's member type (isMemberSql, shared with
// api/src/services/members/memberSql.ts so both pages agree). Statement counts: nonMembers 2
// (page and count), nonMember 1, nonMemberBatchOptions 1, createNonMember 5 and the answer's read,
// updateNonMember 4 and the answer's read.
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm'
import { ROLE_LABELS, type RoleId } from '../../../../common/permissions'
import { nonMemberFiltersSchema, nonMemberMessages, nonMemberSchema, type NonMemberValues } from '../../../../common/validation/members.nonMembers'
import { accessLevels, batches, users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { assertMayActOn } from '../../lib/auth/staffTrust'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { isMemberSql, searchMatches } from './memberSql'

/** The access level a new account gets. */
export const NON_MEMBER_LEVEL: RoleId = 'non-member'

/** True (SQL) for a non-member: not archived, not holding the member access level. */
export const isNonMemberSql: SQL = and(isNull(users.archivedAt), not(isMemberSql))!

const sortable = {
  name: users.lastName,
  email: users.email,
  tribeId: users.tribeId,
  createdAt: users.createdAt,
}
const listArgs = pageArgsSchema(sortable).merge(nonMemberFiltersSchema)

const iso = (value: Date | string) => new Date(value).toISOString()

/** The columns of a NonMember, batch and levels included, for one statement. */
const nonMemberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  tribeId: users.tribeId,
  mobileNumber: users.mobileNumber,
  createdAt: users.createdAt,
  hasPassword: sql<boolean>`"users"."hashed_password" is not null`,
  batchId: batches.id,
  batchName: batches.name,
  accessLevels: sql<string[]>`coalesce((select array_agg(nal.name order by nal.id) from user_access_levels nual
    join access_levels nal on nal.id = nual.access_level_id where nual.user_id = "users"."id"), '{}')`,
}

type Row = { [K in keyof typeof nonMemberColumns]: unknown } & {
  id: number
  email: string
  firstName: string
  lastName: string
  tribeId: string | null
  mobileNumber: string | null
  createdAt: Date
  hasPassword: boolean
  batchId: number | null
  batchName: string | null
  accessLevels: string[]
}

function toNonMember(row: Row) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tribeId: row.tribeId,
    mobileNumber: row.mobileNumber,
    batch: row.batchId != null ? { id: row.batchId, name: row.batchName ?? '' } : null,
    accessLevels: row.accessLevels ?? [],
    hasPassword: row.hasPassword,
    createdAt: iso(row.createdAt),
  }
}

async function findNonMember(id: number, executor: Executor = db) {
  const [row] = await executor
    .select(nonMemberColumns)
    .from(users)
    .leftJoin(batches, eq(batches.id, users.batchId))
    .where(and(eq(users.id, id), isNonMemberSql))
  return row ? toNonMember(row as Row) : null
}

export const nonMembers = (async (args) => {
  const { page, pageSize, sortBy, sortOrder, search } = parseInput(listArgs, args, 'Invalid non-members list request')
  const where = search ? and(isNonMemberSql, searchMatches(search)) : isNonMemberSql
  return paginate(
    { page, pageSize, sortBy, sortOrder },
    {
      sortable,
      defaultSort: [desc(users.id)],
      rows: async ({ limit, offset, orderBy }) => {
        const rows = await db
          .select(nonMemberColumns)
          .from(users)
          .leftJoin(batches, eq(batches.id, users.batchId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
        return rows.map((row) => toNonMember(row as Row))
      },
      count: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
    },
  )
}) satisfies QueryResolvers['nonMembers']

export const nonMember = (async ({ id }) => findNonMember(id)) satisfies QueryResolvers['nonMember']

export const nonMemberBatchOptions = (async () =>
  db
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .orderBy(desc(batches.launchFrom), desc(batches.id))) satisfies QueryResolvers['nonMemberBatchOptions']

/** A readable, unguessable profile slug: the name and 6 hex digits. */
function slugFor(values: NonMemberValues): string {
  const base = `${values.firstName} ${values.lastName}`
  const cleaned = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'user'
  return `${cleaned}-${randomBytes(3).toString('hex')}`
}

/** The row of checkValues' statement (its aliases). */
type ValueChecksRow = { emailTaken: boolean; batchFound: boolean }

/** E-mail taken by another account, batch unknown: field messages, before anything is written. */
async function checkValues(executor: Executor, values: NonMemberValues, exceptId: number | null) {
  const result = await executor.execute<ValueChecksRow>(sql`
    select exists (select 1 from users o where o.email = ${values.email} and o.id <> ${exceptId ?? 0}) as "emailTaken",
           (${values.batchId}::int is null or exists (select 1 from batches b where b.id = ${values.batchId}::int)) as "batchFound"`)
  const [checks] = result.rows
  const problems: Record<string, string[]> = {}
  if (checks.emailTaken) problems.email = [nonMemberMessages.emailTaken]
  if (!checks.batchFound) problems.batchId = [nonMemberMessages.batch]
  if (Object.keys(problems).length) throw new UserInputError('Please fix the highlighted fields', problems)
}

const emailTakenError = () => new UserInputError('Please fix the highlighted fields', { email: [nonMemberMessages.emailTaken] })

export const createNonMember = (async ({ input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(nonMemberSchema, input)
  try {
    const id = await db.transaction(async (tx) => {
      await checkValues(tx, values, null)
      // The level is made here if the seed has not (a fresh production database), as signup does.
      await tx.insert(accessLevels).values({ name: NON_MEMBER_LEVEL, label: ROLE_LABELS[NON_MEMBER_LEVEL] }).onConflictDoNothing()
      const [user] = await tx
        .insert(users)
        .values({
          email: values.email,
          hashedPassword: null,
          firstName: values.firstName,
          lastName: values.lastName,
          mobileNumber: values.mobileNumber,
          batchId: values.batchId,
          slug: slugFor(values),
        })
        .returning({ id: users.id })
      // insert ... select: the level's id is read by the statement that uses it.
      await tx.execute(sql`insert into user_access_levels (user_id, access_level_id)
        select ${user.id}, al.id from access_levels al where al.name = ${NON_MEMBER_LEVEL}`)
      await writeInfoLog(
        {
          action: 'user-created',
          userId: actor.id,
          originalUserId: actor.originalUserId ?? null,
          entityType: 'user',
          entityId: user.id,
          details: { email: values.email, firstName: values.firstName, lastName: values.lastName, mobileNumber: values.mobileNumber, batchId: values.batchId, accessLevel: NON_MEMBER_LEVEL },
        },
        tx,
      )
      return user.id
    })
    const created = await findNonMember(id)
    if (!created) throw new NotFoundError(nonMemberMessages.notFound)
    return created
  } catch (error) {
    // Two creations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
}) satisfies MutationResolvers['createNonMember']

export const updateNonMember = (async ({ id, input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(nonMemberSchema, input)
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber, batchId: users.batchId })
        .from(users)
        .where(and(eq(users.id, id), isNonMemberSql))
        .for('update', { of: users })
      if (!before) throw new NotFoundError(nonMemberMessages.notFound)
      // The staff trust rule (lib/auth/staffTrust.ts): an account holding more than the editor's
      // current level (an admin holds no member level, so this edit reaches one) is an admin's to edit.
      await assertMayActOn(actor, id, tx)
      await checkValues(tx, values, id)
      const changes: Record<string, { from: unknown; to: unknown }> = {}
      for (const key of ['email', 'firstName', 'lastName', 'mobileNumber', 'batchId'] as const) {
        if (before[key] !== values[key]) changes[key] = { from: before[key], to: values[key] }
      }
      await tx
        .update(users)
        .set({ email: values.email, firstName: values.firstName, lastName: values.lastName, mobileNumber: values.mobileNumber, batchId: values.batchId, updatedAt: new Date() })
        .where(eq(users.id, id))
      await writeInfoLog(
        { action: 'user-updated', userId: actor.id, originalUserId: actor.originalUserId ?? null, entityType: 'user', entityId: id, details: { changes } },
        tx,
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
  const updated = await findNonMember(id)
  if (!updated) throw new NotFoundError(nonMemberMessages.notFound)
  return updated
}) satisfies MutationResolvers['updateNonMember']
