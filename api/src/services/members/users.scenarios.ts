// The rows users.test.ts names.
import { createUser } from '../../test/factories'

/** Two members whose welcome-back modal is showing. */
export const returnees = async () => ({
  caller: await createUser({ showReturneeModal: true }),
  other: await createUser({ showReturneeModal: true }),
})

/** An admin and the member they can impersonate, both with the welcome-back modal showing. */
export const adminAndReturnee = async () => ({
  admin: await createUser({ roles: ['admin'], showReturneeModal: true }),
  member: await createUser({ showReturneeModal: true }),
})

/** A member who is also an affiliate, with a full profile. */
export const memberAndAffiliate = async () => ({
  me: await createUser({
    firstName: 'Ana',
    lastName: 'Cruz',
    middleName: 'Santos',
    sex: 'Female',
    birthdate: '1990-02-03',
    accessLevels: ['member', 'affiliate'],
  }),
})

/** A member (no user or users page) and someone else. */
export const memberAndStranger = async () => ({
  viewer: await createUser({ accessLevels: [{ name: 'member', pageAccess: { profile: true } }] }),
  other: await createUser(),
})

/**
 * Readers of other users: staff with the users page, a success manager with only the user
 * page; and whom they read: a coach who is also a member, and a newcomer with no access level.
 */
export const userReaders = async () => ({
  staff: await createUser({ accessLevels: [{ name: 'tribe-team-ro', pageAccess: { users: true } }] }),
  detailOnly: await createUser({ accessLevels: [{ name: 'success-manager', pageAccess: { user: true } }] }),
  coach: await createUser({ accessLevels: ['coach', 'member'] }),
  newcomer: await createUser(),
})
