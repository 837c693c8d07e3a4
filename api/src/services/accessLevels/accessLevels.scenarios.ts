// Rows the access-levels tests start from: scenario('title', standard, async ({ admin, coach }) => ...).
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS } from '../../../../common/permissions'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** Every known flag, on only for the names given (as the seed and the service store them). */
export function flags(all: readonly string[], on: readonly string[]) {
  return Object.fromEntries(all.map((name) => [name, on.includes(name)]))
}
export const pages = (...on: string[]) => flags(ALL_PAGE_FLAGS, on)
export const functions = (...on: string[]) => flags(FUNCTION_FLAGS, on)

/**
 * An admin (the back-office level: every access-levels flag and access-level_create, e-mail
 * admin@example.com), two coaches holding the coach level (stages, stage, groups), a team lead
 * who may read the access-levels pages but not edit them, a custom level nobody holds, and a
 * member with no flags.
 */
export const standard = async () => {
  const adminUser = await createUser({
    email: 'admin@example.com',
    roles: ['admin'],
    accessLevels: [
      {
        name: 'tribe-team-ro',
        pageAccess: pages('accessLevels', 'accessLevel', 'newAccessLevel', 'editAccessLevel', 'stages', 'stage'),
        functionAccess: functions('access-level_create'),
      },
    ],
  })
  const coachUser = await createUser({ email: 'coach@example.com', accessLevels: [{ name: 'coach', pageAccess: pages('stages', 'stage', 'groups'), functionAccess: functions() }] })
  await createUser({ email: 'coach2@example.com', accessLevels: ['coach'] })
  const teamLeadUser = await createUser({ accessLevels: [{ name: 'team-lead', pageAccess: pages('accessLevels', 'accessLevel', 'users'), functionAccess: functions('group_create') }] })
  const memberUser = await createUser({ accessLevels: [{ name: 'member', pageAccess: pages(), functionAccess: functions() }] })
  const custom = await createUser({ accessLevels: [{ name: 'scratch', pageAccess: pages('events'), functionAccess: functions() }] })
  return {
    admin: await currentUserFor(adminUser.id),
    coach: await currentUserFor(coachUser.id),
    teamLead: await currentUserFor(teamLeadUser.id),
    member: await currentUserFor(memberUser.id),
    scratchHolder: custom,
  }
}
