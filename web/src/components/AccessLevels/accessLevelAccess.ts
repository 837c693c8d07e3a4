// Who may do what on the access-level pages (docs/product.md, "Page access"): creating needs the page
// newAccessLevel and the function flag access-level_create; changing or deleting needs
// editAccessLevel. The API refuses the same calls (api/src/graphql/accessLevels.sdl.ts).
// And the staff trust rule (api/src/lib/auth/staffTrust.ts, which decides; these only show it):
// an admin switches any flag on; anyone else only the flags their current level has, and only
// an admin changes or deletes a level that has a flag their current level lacks.
import { ADMIN_ROLE, isFunctionFlag, isPageFlag } from '@common/permissions'
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'
import type { FlagKind } from './flagGroups'

/** Next to a switch the user may not turn on. */
export const FLAG_NOT_HELD_REASON = 'Your access level lacks this flag: only an admin can switch it on.'
/** On a level the user may not change. */
export const LEVEL_HOLDS_MORE_NOTE = 'This level has access you do not have: only an admin can change or delete it.'

export const canCreateAccessLevel = (user: CurrentUser | null) =>
  isPageAllowed('newAccessLevel', user?.pageAccess) && user?.functionAccess?.['access-level_create'] === true

export const canEditAccessLevel = (user: CurrentUser | null) => isPageAllowed('editAccessLevel', user?.pageAccess)

const isAdmin = (user: CurrentUser | null) => user?.roles.includes(ADMIN_ROLE) === true

/** Whether the user may switch the flag `name` of `kind` on (switching off is anyone's with the page). */
export function canSwitchOnFlag(user: CurrentUser | null, kind: FlagKind, name: string): boolean {
  return isAdmin(user) || user?.[kind]?.[name] === true
}

/** The level has a flag (of common/permissions.ts) on that the user's current level lacks, and they are no admin. */
export function levelHoldsMore(user: CurrentUser | null, level: { pageAccess: unknown; functionAccess: unknown }): boolean {
  if (isAdmin(user)) return false
  const on = (map: unknown, isFlag: (name: string) => boolean) =>
    Object.entries((map ?? {}) as Record<string, unknown>).filter(([name, value]) => value === true && isFlag(name)).map(([name]) => name)
  return (
    on(level.pageAccess, isPageFlag).some((name) => !canSwitchOnFlag(user, 'pageAccess', name)) ||
    on(level.functionAccess, isFunctionFlag).some((name) => !canSwitchOnFlag(user, 'functionAccess', name))
  )
}
