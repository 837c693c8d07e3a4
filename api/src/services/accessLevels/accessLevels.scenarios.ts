// Rows the access-levels tests start from: scenario('title', standard, async ({ admin, coach }) => ...).
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS } from '../../../../common/permissions'
import { ACCESS_LEVEL_EDITOR_FLAGS } from '../../../../common/validation/accessLevels'
import { accessLevels } from '../../../../db/schema'
import { db } from '../../lib/db'
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

/**
 * The standard rows and a non-admin who administers levels (level-desk: the access-levels pages,
 * access-level_create and the users page, nothing else), two levels nobody holds (desk-helper:
 * users, within the desk's reach; events-desk: events, which the desk lacks), and a disabled user
 * and an active one who could both administer levels through the spare-editor level.
 */
export const deskAndLevels = async () => {
  const rows = await standard()
  const deskUser = await createUser({
    email: 'desk@example.com',
    accessLevels: [
      { name: 'level-desk', pageAccess: pages('accessLevels', 'accessLevel', 'newAccessLevel', 'editAccessLevel', 'users'), functionAccess: functions('access-level_create') },
    ],
  })
  const helper = await grantLevelToNobody('desk-helper', pages('users'))
  const eventsDesk = await grantLevelToNobody('events-desk', pages('events'))
  return { ...rows, desk: await currentUserFor(deskUser.id), helper, eventsDesk }
}

async function grantLevelToNobody(name: string, pageAccess: Record<string, boolean>) {
  const [row] = await db.insert(accessLevels).values({ name, label: name, pageAccess, functionAccess: functions() }).returning()
  return row
}

/**
 * Administering levels by its last way: the admin holds tribe-team-ro (the editor flags) and acts
 * as keeper (editAccessLevel and editUser, not the whole editor set); a second admin holds
 * tribe-team-ro too; spare-editor (the editor flags) is held only by a disabled user.
 */
export const lastEditors = async () => {
  const editor = pages('accessLevels', 'accessLevel', 'editAccessLevel', 'editUser', 'users', 'user', 'archivedUsers', 'mergeUsers')
  const adminUser = await createUser({
    email: 'admin@example.com',
    roles: ['admin'],
    accessLevels: [
      { name: 'keeper', pageAccess: pages('editAccessLevel', 'editUser', 'users', 'user', 'archivedUsers', 'mergeUsers'), functionAccess: functions() },
      { name: 'tribe-team-ro', pageAccess: editor, functionAccess: functions('access-level_create') },
    ],
  })
  const otherAdmin = await createUser({ email: 'admin2@example.com', roles: ['admin'], accessLevels: ['tribe-team-ro'] })
  const disabledEditor = await createUser({ email: 'spare@example.com', disabled: true, accessLevels: [{ name: 'spare-editor', pageAccess: pages(...ACCESS_LEVEL_EDITOR_FLAGS), functionAccess: functions() }] })
  return {
    admin: await currentUserFor(adminUser.id, { role: 'keeper' }),
    adminUser,
    otherAdmin,
    disabledEditor,
  }
}
