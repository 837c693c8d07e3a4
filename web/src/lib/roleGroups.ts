// Which roles see which parts of the shell (docs/product.md, "Navbar" and "Menus"). Role ids are access
// level names (typed by common/permissions.ts, so a misspelt id fails type-check); 'admin' is also
// a user role.
import type { RoleId } from '@common/permissions'

export const COACH_ROLES = ['coach', 'assistant-coach', 'head-coach'] as const satisfies readonly RoleId[]

/** Use the top navbar only: no side menu. */
export const NAVBAR_ONLY_ROLES: readonly RoleId[] = [...COACH_ROLES, 'expert', 'affiliate']

/** No global search box. */
export const NO_SEARCH_ROLES: readonly RoleId[] = ['success-manager', ...COACH_ROLES, 'expert', 'affiliate']

/** No quick-create menu. */
export const NO_CREATE_MENU_ROLES: readonly RoleId[] = [
  'member',
  'non-member',
  'success-manager',
  ...COACH_ROLES,
  'expert',
  'affiliate',
]

/** Staff roles that get the admin menu (filtered by page access). */
export const ADMIN_TYPE_ROLES: readonly string[] = [
  'team-lead',
  'assistant-team-lead',
  'success-manager',
  'tribe-team-fa',
  'tribe-team-ro',
  'admin',
] satisfies readonly (RoleId | 'admin')[]

/** Team leads start with the side menu open. */
export const SIDE_MENU_OPEN_BY_DEFAULT_ROLES: readonly RoleId[] = ['team-lead']

// A role id is a string at run time (new access levels can be made at /access-levels).
const holds = (roles: readonly string[], role: string | null) => !!role && roles.includes(role)

export const isMemberSide = (role: string | null) => role === 'member' || role === 'non-member'
export const showsSideMenu = (role: string | null) => !!role && !holds(NAVBAR_ONLY_ROLES, role)
export const showsSearch = (role: string | null) => !!role && !holds(NO_SEARCH_ROLES, role)
export const showsCreateMenu = (role: string | null) => !!role && !holds(NO_CREATE_MENU_ROLES, role)
export const opensSideMenuByDefault = (role: string | null) => holds(SIDE_MENU_OPEN_BY_DEFAULT_ROLES, role)
export const isAdminType = (role: string | null) => holds(ADMIN_TYPE_ROLES, role)
