// Which roles see which parts of the shell (spec part 1 sections 2 and 6). Role ids are access
// level names; 'admin' is also a user role.
export const COACH_ROLES = ['coach', 'assistant-coach', 'head-coach'] as const

/** Use the top navbar only: no side menu. */
export const NAVBAR_ONLY_ROLES: readonly string[] = [...COACH_ROLES, 'expert', 'affiliate']

/** No global search box. */
export const NO_SEARCH_ROLES: readonly string[] = ['success-manager', ...COACH_ROLES, 'expert', 'affiliate']

/** No quick-create menu. */
export const NO_CREATE_MENU_ROLES: readonly string[] = [
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
]

/** Team leads start with the side menu open. */
export const SIDE_MENU_OPEN_BY_DEFAULT_ROLES: readonly string[] = ['team-lead']

export const isMemberSide = (role: string | null) => role === 'member' || role === 'non-member'
export const showsSideMenu = (role: string | null) => !!role && !NAVBAR_ONLY_ROLES.includes(role)
export const showsSearch = (role: string | null) => !!role && !NO_SEARCH_ROLES.includes(role)
export const showsCreateMenu = (role: string | null) => !!role && !NO_CREATE_MENU_ROLES.includes(role)
