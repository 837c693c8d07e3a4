// Impersonation switches the request's own session row (session.ts switchSessionUser): the
// cookie and token stay the same, userId becomes the member and originalUserId the admin.
// authenticate.ts then builds the member as the current user with isImpersonating set, and
// functions/graphql.ts writes an 'impersonated-request' info log for every request made so.
//
// Each switch re-reads the session row inside the transaction and changes it only if it still
// says what the request was authenticated with, so two tabs racing cannot leave a session
// pointing at someone unexpected.
//
// Who may be impersonated follows the staff trust rule (lib/auth/staffTrust.ts), stricter: the
// target must hold nothing beyond the level the impersonator acts as now, and that holds for an
// admin too (acting as someone never grants more than the acting level already does); admins and
// anyone who can impersonate are never impersonated.
import { and, eq, isNull } from 'drizzle-orm'
import { sessions, users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { switchSessionUser } from '../../lib/auth/session'
import { actorFlags, loadHoldings } from '../../lib/auth/staffTrust'
import { context, currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { AuthenticationError, ForbiddenError, NotFoundError, UserInputError } from '../../lib/errors'
import { ADMIN_ROLE, type FunctionFlag } from '../../../../common/permissions'
import type { MutationResolvers } from '../../types/graphql'

const IMPERSONATE: FunctionFlag = 'user_impersonate'

function sessionIdHash(): string {
  const idHash = context().sessionIdHash
  // Signed in always means a session here; without one there is nothing to switch.
  if (!idHash) throw new AuthenticationError('Impersonation needs a signed-in session.')
  return idHash
}

export const impersonateUser = (async ({ userId }) => {
  const admin = requireAuth(currentUser())
  const idHash = sessionIdHash()
  if (admin.isImpersonating) {
    throw new UserInputError('End the current impersonation before impersonating someone else.')
  }
  if (userId === admin.id) throw new UserInputError('You cannot impersonate yourself.')

  const [target] = await db
    .select({ id: users.id, email: users.email, roles: users.roles, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!target) throw new NotFoundError('User not found.')
  // An admin's account can do everything the impersonator's can and more (and would let one
  // admin act in another's name): never impersonated.
  if (target.roles.includes(ADMIN_ROLE)) throw new ForbiddenError('Admin accounts cannot be impersonated.')
  // A disabled user has no valid session: authenticate.ts would end every session involving
  // them, the admin's included.
  if (target.disabledAt) throw new UserInputError('This account is disabled and cannot be impersonated.')
  // Acting as someone must never grant more than the impersonator's current level already does:
  // any flag of the target's access levels must be one that level allows too. And someone who
  // can impersonate is an administrator in all but the role: never impersonated either.
  const theirs = (await loadHoldings([target.id])).get(target.id)?.flags ?? new Set<string>()
  const mine = actorFlags(admin)
  if (theirs.has(`function:${IMPERSONATE}`) || [...theirs].some((flag) => !mine.has(flag))) {
    throw new ForbiddenError('This account has access you do not have, so it cannot be impersonated.')
  }

  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), eq(sessions.userId, admin.id), isNull(sessions.originalUserId)))
      .for('update')
    if (!session) throw new AuthenticationError('Your session has changed; reload the page and try again.')
    await switchSessionUser(idHash, { userId: target.id, originalUserId: admin.id }, tx)
    await writeInfoLog(
      {
        action: 'impersonation-started',
        userId: target.id,
        originalUserId: admin.id,
        entityType: 'user',
        entityId: target.id,
        details: { email: target.email },
      },
      tx,
    )
  })
  return true
}) satisfies MutationResolvers['impersonateUser']

export const stopImpersonation = (async ({ originalUserId }) => {
  const user = requireAuth(currentUser())
  const idHash = sessionIdHash()
  if (!user.isImpersonating || user.originalUserId === null) {
    throw new UserInputError('You are not impersonating anyone.')
  }
  if (originalUserId !== user.originalUserId) {
    throw new UserInputError('originalUserId does not match the account this session started from.', {
      originalUserId: ['Does not match the account that started impersonating'],
    })
  }

  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), eq(sessions.userId, user.id), eq(sessions.originalUserId, originalUserId)))
      .for('update')
    if (!session) throw new AuthenticationError('Your session has changed; reload the page and try again.')
    await switchSessionUser(idHash, { userId: originalUserId, originalUserId: null }, tx)
    await writeInfoLog(
      {
        action: 'impersonation-ended',
        userId: user.id,
        originalUserId,
        entityType: 'user',
        entityId: user.id,
        details: { email: user.email },
      },
      tx,
    )
  })
  return true
}) satisfies MutationResolvers['stopImpersonation']
