// signup: a new non-member account, signed in at once (docs/auth.md "Signup").
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { isValidEmail } from '../../../../common/email'
import { ROLE_LABELS, type RoleId } from '../../../../common/permissions'
import { accessLevels, userAccessLevels, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { tieSignup } from '../affiliates/attribution'
import { hashPassword, passwordProblem } from '../../lib/auth/password'
import { createSession } from '../../lib/auth/session'
import { policies, recordEvent, retryText, throttleKeys, waitFor } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import { db } from '../../lib/db'
import { fail, normalizeEmail, succeed, type AuthBody, type AuthOutcome } from './flow'
import { authMessages } from './messages'

const NAME_FIELDS = ['firstName', 'lastName', 'middleName', 'suffix'] as const
/** Everyone starts as a non-member; a membership (an enrolment) makes them a member. */
const NEW_USER_LEVEL: RoleId = 'non-member'

/** Creates the account for `username` (or `email`) and `password`, with optional names. */
export async function signup(body: AuthBody): Promise<AuthOutcome<{ id: number }>> {
  const { ip, userAgent, visitorId } = context().request
  const addressKey = throttleKeys.signupAddress(ip)
  const wait = await waitFor([addressKey])
  if (wait > 0) return fail('throttled', authMessages.tooManySignups(retryText(wait)))
  await recordEvent(addressKey, policies.signupAddress)

  const email = normalizeEmail(body.username ?? body.email)
  if (!email) return fail('invalid', authMessages.emailRequired)
  if (!isValidEmail(email)) return fail('invalid', authMessages.emailInvalid)
  const problem = passwordProblem(body.password)
  if (problem) return fail('invalid', problem)
  const names: Partial<Record<(typeof NAME_FIELDS)[number], string>> = {}
  for (const field of NAME_FIELDS) {
    const value = body[field]
    if (value === undefined || value === null || value === '') continue
    if (typeof value !== 'string' || value.trim().length > 100) return fail('invalid', authMessages.nameTooLong(field))
    names[field] = value.trim()
  }

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) return fail('invalid', authMessages.emailTaken)
  // Hashed before the transaction: scrypt takes a while and transactions stay short.
  const hashedPassword = await hashPassword(body.password as string)
  try {
    const { user, session } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          hashedPassword,
          firstName: names.firstName ?? '',
          lastName: names.lastName ?? '',
          middleName: names.middleName ?? null,
          suffix: names.suffix ?? null,
          slug: slugFor(names.firstName, names.lastName, email),
        })
        .returning()
      // Made here if the seed has not (a fresh production database).
      await tx.insert(accessLevels).values({ name: NEW_USER_LEVEL, label: ROLE_LABELS[NEW_USER_LEVEL] }).onConflictDoNothing()
      const [level] = await tx.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, NEW_USER_LEVEL))
      await tx.insert(userAccessLevels).values({ userId: user.id, accessLevelId: level.id })
      const session = await createSession({ userId: user.id, ip, userAgent }, tx)
      await writeInfoLog({ action: 'signup', userId: user.id, details: { email } }, tx)
      // The affiliate whose link the visitor followed last, inside the window, gets them for good.
      await tieSignup(tx, user, visitorId)
      return { user, session }
    })
    return succeed({ id: user.id }, session)
  } catch (error) {
    // Two signups racing for one e-mail: the unique index decides.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      return fail('invalid', authMessages.emailTaken)
    }
    throw error
  }
}

/** A readable, unguessable profile slug: the name (or the e-mail's local part) and 6 hex digits. */
function slugFor(firstName: string | undefined, lastName: string | undefined, email: string): string {
  const base = [firstName, lastName].filter(Boolean).join(' ') || email.split('@')[0]
  const cleaned = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'member'
  return `${cleaned}-${randomBytes(3).toString('hex')}`
}
