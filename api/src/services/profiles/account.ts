// The Account tab: the profile image and changing the password.
//
// updateProfileImage: an upload of the user's own (files/attachments.ts checkFileReference) or
// null to remove it. SQL: 4 statements with an image (the upload's row; update; info log; the
// profile read back), 3 without.
//
// changePassword: the current password is required, and guessing it is slowed by the same
// per-account counter as login (lib/auth/throttle.ts): a right password hands the attempt back.
// The new one must pass the server's password rule (lib/auth/password.ts passwordProblem); every
// other session of the user ends (other browsers, an impersonation of them), this one stays.
// SQL: 7 statements when it succeeds (the user's hash; the attempt claimed; handed back, 2; then one
// transaction: update, sessions ended, info log), 3 when the current password is wrong (the user's
// hash; the attempt claimed, which stays counted; info log).
import { eq, sql } from 'drizzle-orm'
import { changePasswordSchema, profileImageSchema, profileMessages } from '../../../../common/validation/profiles'
import { users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/auth/password'
import { deleteOtherUserSessions } from '../../lib/auth/session'
import { claimAttempt, policies, refundAttempt, retryText, throttleKeys, waitFor } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import { db } from '../../lib/db'
import { AppError, UserInputError } from '../../lib/errors'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { checkFileReference } from '../files/attachments'
import { requireProfileEditor } from './editor'
import { loadProfile } from './profileRow'

export const updateProfileImage = (async ({ image }) => {
  const user = requireProfileEditor()
  const values = parseInput(profileImageSchema, { image })
  if (values.image) await checkFileReference(user, values.image, { field: 'image' })
  await db.transaction(async (tx) => {
    await tx.update(users).set({ profileImage: values.image, updatedAt: new Date() }).where(eq(users.id, user.id))
    await writeInfoLog(
      { action: values.image ? 'profile-image-updated' : 'profile-image-removed', userId: user.id, entityType: 'user', entityId: user.id },
      tx,
    )
  })
  return (await loadProfile(user, sql`u.id = ${user.id}`))!
}) satisfies MutationResolvers['updateProfileImage']

const refuse = (field: string, message: string) => new UserInputError(INVALID_INPUT_MESSAGE, { [field]: [message] })

export const changePassword = (async ({ input }) => {
  const user = requireProfileEditor()
  const values = parseInput(changePasswordSchema, input)
  const weak = passwordProblem(values.newPassword)
  if (weak) throw refuse('newPassword', weak)
  if (values.newPassword === values.currentPassword) throw refuse('newPassword', profileMessages.samePassword)

  const [row] = await db.select({ email: users.email, hashedPassword: users.hashedPassword }).from(users).where(eq(users.id, user.id))
  const account = throttleKeys.account(row.email)
  if (!(await claimAttempt(account, policies.loginAccount))) {
    const wait = Math.max(await waitFor([account]), 1000)
    throw new AppError(`Too many wrong passwords. Try again in ${retryText(wait)}.`, 'TOO_MANY_REQUESTS')
  }
  if (!(await verifyPassword(values.currentPassword, row.hashedPassword))) {
    await writeInfoLog({ action: 'password-change-refused', userId: user.id, entityType: 'user', entityId: user.id })
    throw refuse('currentPassword', profileMessages.currentPasswordWrong)
  }
  await refundAttempt(account, policies.loginAccount)
  // Hash before the transaction: scrypt takes a while and transactions stay short.
  const hashedPassword = await hashPassword(values.newPassword)
  const keep = context().sessionIdHash ?? ''
  await db.transaction(async (tx) => {
    await tx.update(users).set({ hashedPassword, updatedAt: new Date() }).where(eq(users.id, user.id))
    await deleteOtherUserSessions(user.id, keep, tx)
    await writeInfoLog({ action: 'password-changed', userId: user.id, entityType: 'user', entityId: user.id }, tx)
  })
  return true
}) satisfies MutationResolvers['changePassword']
