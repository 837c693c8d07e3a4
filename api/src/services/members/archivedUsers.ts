// Archived users (api/src/graphql/members.archivedUsers.sdl.ts): the list, one archived user, archiveUser
// and restoreUser.
// Archiving sets users.archivedAt and, unless the account was already disabled, disabledAt to the
// same instant: the sign-in, the session lookup and forgot password refuse a disabled account
// (api/src/lib/auth, services/auth/login.ts: the existing "This account has been disabled"
// message), so an archived user cannot sign in without a second rule in the auth code. Every
// session of the user ends (and any impersonation of them). Nothing else is touched: no data is
// lost. Restoring clears archivedAt, and disabledAt only when archiving set it (equal instants),
// so a user who was disabled before being archived stays disabled.
// The staff trust rule (lib/auth/staffTrust.ts): nobody but an admin archives or restores an
// account holding more than their current level (the admin role, or a flag they lack); and no
// archive leaves nobody able to administer access levels (services/accessLevels/administration.ts).
// Statement counts: archivedUsers 2, archivedUser 1, archiveUser 7 and restoreUser 3 (each and the
// answer's read; the archive with the administration guard's 3); a non-admin's archive or restore
// adds the trust check's 2.
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { nonMemberFiltersSchema, nonMemberMessages } from '../../../../common/validation/members.nonMembers'
import { users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { deleteUserSessions } from '../../lib/auth/session'
import { assertMayActOn } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { guardAdministration } from '../accessLevels/administration'
import { isMemberSql, searchMatches } from './memberSql'

const sortable = {
  name: users.lastName,
  email: users.email,
  tribeId: users.tribeId,
  archivedAt: users.archivedAt,
}
const listArgs = pageArgsSchema(sortable).merge(nonMemberFiltersSchema)

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString())

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  tribeId: users.tribeId,
  archivedAt: users.archivedAt,
  createdAt: users.createdAt,
  isMember: sql<boolean>`${isMemberSql}`,
  subscriptionCount: sql<number>`(select count(*) from subscriptions asub where asub.user_id = "users"."id")::int`,
  lessonProgressCount: sql<number>`(select count(*) from lesson_progress alp where alp.user_id = "users"."id")::int`,
  formResponseCount: sql<number>`(select count(*) from form_responses afr where afr.user_id = "users"."id")::int`,
}

type Row = {
  id: number
  email: string
  firstName: string
  lastName: string
  tribeId: string | null
  archivedAt: Date | null
  createdAt: Date
  isMember: boolean
  subscriptionCount: number
  lessonProgressCount: number
  formResponseCount: number
}

const toArchivedUser = (row: Row) => ({ ...row, archivedAt: iso(row.archivedAt), createdAt: iso(row.createdAt)! })

/** The user with the archive columns, archived or not (null when there is no such user). */
export async function findPerson(id: number, executor: Executor = db) {
  const [row] = await executor.select(columns).from(users).where(eq(users.id, id))
  return row ? toArchivedUser(row as Row) : null
}

export const archivedUsers = (async (args) => {
  const { page, pageSize, sortBy, sortOrder, search } = parseInput(listArgs, args, 'Invalid archived users list request')
  const archived = isNotNull(users.archivedAt)
  const where = search ? and(archived, searchMatches(search)) : archived
  return paginate(
    { page, pageSize, sortBy, sortOrder },
    {
      sortable,
      defaultSort: [desc(users.archivedAt), desc(users.id)],
      rows: async ({ limit, offset, orderBy }) => {
        const rows = await db.select(columns).from(users).where(where).orderBy(...orderBy).limit(limit).offset(offset)
        return rows.map((row) => toArchivedUser(row as Row))
      },
      count: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
    },
  )
}) satisfies QueryResolvers['archivedUsers']

export const archivedUser = (async ({ id }) => {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isNotNull(users.archivedAt)))
  return row ? toArchivedUser(row as Row) : null
}) satisfies QueryResolvers['archivedUser']

/**
 * Archives `id` inside `executor`'s transaction (mergeUsers archives the source this way):
 * archivedAt (and disabledAt when not disabled yet) and every session ended. Answers the instant.
 */
export async function archiveInTransaction(executor: Executor, id: number, now = new Date()) {
  await executor
    .update(users)
    .set({ archivedAt: sql`coalesce(${users.archivedAt}, ${now.toISOString()}::timestamptz)`, disabledAt: sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(users.id, id))
  await deleteUserSessions(id, executor)
  return now
}

export const archiveUser = (async ({ id }) => {
  const actor = requireAuth(currentUser())
  if (id === actor.id || id === actor.originalUserId) throw new UserInputError(nonMemberMessages.selfArchive, { id: [nonMemberMessages.selfArchive] })
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ archivedAt: users.archivedAt, disabledAt: users.disabledAt, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update')
    if (!before) throw new NotFoundError(nonMemberMessages.notFound)
    await assertMayActOn(actor, id, tx)
    if (before.archivedAt) throw new UserInputError(nonMemberMessages.alreadyArchived, { id: [nonMemberMessages.alreadyArchived] })
    const administration = await guardAdministration(tx)
    await archiveInTransaction(tx, id)
    await administration.check('id')
    await writeInfoLog(
      {
        action: 'user-archived',
        userId: actor.id,
        originalUserId: actor.originalUserId ?? null,
        entityType: 'user',
        entityId: id,
        details: { email: before.email, wasDisabled: before.disabledAt != null },
      },
      tx,
    )
  })
  return (await findPerson(id))!
}) satisfies MutationResolvers['archiveUser']

export const restoreUser = (async ({ id }) => {
  const actor = requireAuth(currentUser())
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ archivedAt: users.archivedAt, disabledAt: users.disabledAt, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update')
    if (!before) throw new NotFoundError(nonMemberMessages.notFound)
    await assertMayActOn(actor, id, tx)
    if (!before.archivedAt) throw new UserInputError(nonMemberMessages.notArchived, { id: [nonMemberMessages.notArchived] })
    // disabledAt equal to archivedAt: archiving set it, so restoring clears it; an earlier
    // disable stays.
    const setByArchive = before.disabledAt != null && before.disabledAt.getTime() === before.archivedAt.getTime()
    await tx
      .update(users)
      .set({ archivedAt: null, ...(setByArchive ? { disabledAt: null } : {}), updatedAt: new Date() })
      .where(eq(users.id, id))
    await writeInfoLog(
      {
        action: 'user-restored',
        userId: actor.id,
        originalUserId: actor.originalUserId ?? null,
        entityType: 'user',
        entityId: id,
        details: { email: before.email, archivedAt: before.archivedAt.toISOString(), staysDisabled: !setByArchive },
      },
      tx,
    )
  })
  return (await findPerson(id))!
}) satisfies MutationResolvers['restoreUser']
