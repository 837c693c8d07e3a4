// The rows impersonation.test.ts names. Impersonation switches a session row, so the
// impersonators here come with a session of their own.
import { createSession } from '../../lib/auth/session'
import { createUser } from '../../test/factories'

/** The flags of the back-office level that impersonates (as seeded, among many more). */
const IMPERSONATOR = { name: 'tribe-team-ro', functionAccess: { user_impersonate: true }, pageAccess: { users: true } }

async function adminWithSession() {
  const admin = await createUser({ roles: ['admin'], accessLevels: [IMPERSONATOR] })
  return { admin, session: await createSession({ userId: admin.id }) }
}

/** An admin signed in (a session) and a member. */
export const adminAndMember = async () => ({ ...(await adminWithSession()), member: await createUser() })

/** An admin signed in, and whom they may not impersonate: another admin, a disabled user. And two members. */
export const adminAndRefusals = async () => ({
  ...(await adminWithSession()),
  otherAdmin: await createUser({ roles: ['admin'] }),
  disabled: await createUser({ disabled: true }),
  member: await createUser(),
  anotherMember: await createUser(),
})

/**
 * A support impersonator (signed in) beside: finance staff holding pages and functions support
 * lacks, a peer who may impersonate too, and a member whose flags are all within support's.
 */
export const supportAndColleagues = async () => {
  const support = await createUser({
    accessLevels: [{ name: 'support', pageAccess: { users: true }, functionAccess: { user_impersonate: true } }],
  })
  const finance = await createUser({
    accessLevels: [{ name: 'tribe-team-fa', pageAccess: { users: true, payment: true }, functionAccess: { product_create: true } }],
  })
  const peer = await createUser({ accessLevels: ['support'] })
  const member = await createUser({ accessLevels: [{ name: 'member', pageAccess: { users: false } }] })
  return { support, finance, peer, member, session: await createSession({ userId: support.id }) }
}

/** An admin signed in, a member, and a stranger who never impersonated anyone. */
export const adminMemberAndStranger = async () => ({ ...(await adminWithSession()), member: await createUser(), stranger: await createUser() })

/** Staff who read users but may not impersonate (signed in), and a member. */
export const staffWithoutImpersonation = async () => {
  const staff = await createUser({ accessLevels: [{ name: 'coach', pageAccess: { users: true } }] })
  return { staff, member: await createUser(), session: await createSession({ userId: staff.id }) }
}

/** An admin and a member who sign in over HTTP with their e-mails and the test password. */
export const adminAndMemberLogins = async () => ({
  // As seeded, tribe-team-ro holds every flag, the member level's (home, member) included.
  admin: await createUser({
    email: 'admin@example.com',
    roles: ['admin'],
    accessLevels: [{ ...IMPERSONATOR, pageAccess: { ...IMPERSONATOR.pageAccess, home: true, member: true } }],
  }),
  member: await createUser({ email: 'member@example.com', accessLevels: ['member'] }),
})

/**
 * A support impersonator (signed in, acting as support: users and user_impersonate) who also
 * holds a payments level, and a cashier whose level has the payment page: within what the
 * impersonator holds across their levels, not within the level they act as.
 */
export const supportWithTwoLevels = async () => {
  const support = await createUser({
    accessLevels: [
      { name: 'support', pageAccess: { users: true }, functionAccess: { user_impersonate: true } },
      { name: 'cashier', pageAccess: { payment: true } },
    ],
  })
  const cashier = await createUser({ accessLevels: ['cashier'] })
  return { support, cashier, session: await createSession({ userId: support.id }) }
}
