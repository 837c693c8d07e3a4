// The 14 callers of the permission matrices (graphql/permissionMatrix.test.ts for the operations,
// functions/permissionMatrix.test.ts for the REST routes): every role of the spec holding only its
// DEFAULT access level (scripts/seed/accessLevels.ts), the admin, and someone signed out. One
// home, so both matrices ask the same people.
import { ADMIN_ROLE, ROLE_IDS, type FunctionFlag, type PageFlag, type RoleId } from '../../../common/permissions'
import { ACCESS_LEVEL_DEFAULTS, accessMaps } from '../../../scripts/seed/accessLevels'
import { createUser } from './factories'

export type SignedInCaller = RoleId | typeof ADMIN_ROLE
export type Caller = SignedInCaller | 'signed out'

export const CALLERS: readonly Caller[] = [...ROLE_IDS, ADMIN_ROLE, 'signed out']

/** The admin of the spec: the user role admin, acting as the back-office level (as the demo admin). */
export const ADMIN_ACTS_AS: RoleId = 'tribe-team-ro'

/** The access level a signed-in caller acts as (the x-current-role a request names). */
export const actingLevel = (caller: SignedInCaller): RoleId => (caller === ADMIN_ROLE ? ADMIN_ACTS_AS : caller)

/** Whether the caller's acting level holds the page flag, by the seed's defaults. */
export function callerHasPage(caller: SignedInCaller, page: PageFlag): boolean {
  return (ACCESS_LEVEL_DEFAULTS[actingLevel(caller)].pages as readonly string[]).includes(page)
}

/** Whether the caller's acting level holds the function flag, by the seed's defaults. */
export function callerHasFunction(caller: SignedInCaller, flag: FunctionFlag): boolean {
  return (ACCESS_LEVEL_DEFAULTS[actingLevel(caller)].functions as readonly string[]).includes(flag)
}

/** One user per signed-in caller: each role with only that role's default level; the admin with the admin role and the back-office level. */
export async function createCallerUsers(): Promise<Map<SignedInCaller, { id: number }>> {
  const users = new Map<SignedInCaller, { id: number }>()
  for (const role of ROLE_IDS) {
    users.set(role, await createUser({ password: null, accessLevels: [{ name: role, ...accessMaps(role) }] }))
  }
  users.set(ADMIN_ROLE, await createUser({ password: null, roles: [ADMIN_ROLE], accessLevels: [{ name: ADMIN_ACTS_AS, ...accessMaps(ADMIN_ACTS_AS) }] }))
  return users
}
