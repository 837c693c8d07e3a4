// Role ids and the role check (spec part 1, section 5); the server enforces, the UI mirrors.

/** Access-level ids a user can act as (the "current role"). */
export const ROLE_IDS = {
  nonMember: 'non-member',
  member: 'member',
  coach: 'coach',
  assistantCoach: 'assistant-coach',
  headCoach: 'head-coach',
  expert: 'expert',
  affiliate: 'affiliate',
  teamLead: 'team-lead',
  assistantTeamLead: 'assistant-team-lead',
  successManager: 'success-manager',
  tribeTeamFa: 'tribe-team-fa',
  tribeTeamRo: 'tribe-team-ro',
} as const

/** One of the access-level ids above. */
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS]

/** The user role (in `currentUser.roles`) that marks admin staff. */
export const ADMIN_ROLE = 'admin'

/** Display names for the role switcher; tribe-team-ro is shown as Admin. */
export const ROLE_LABELS: Record<RoleId, string> = {
  'non-member': 'Non-Member',
  member: 'Member',
  coach: 'Coach',
  'assistant-coach': 'Assistant Coach',
  'head-coach': 'Head Coach',
  expert: 'Expert',
  affiliate: 'Affiliate',
  'team-lead': 'Team Lead',
  'assistant-team-lead': 'Assistant Team Lead',
  'success-manager': 'Success Manager',
  'tribe-team-fa': 'Tribe Team FA',
  'tribe-team-ro': 'Admin',
}

/** The label of a role id, or the id itself when unknown (new access levels made at /access-levels). */
export function roleLabel(id: string): string {
  return (ROLE_LABELS as Record<string, string>)[id] ?? id
}

/**
 * True if the user's roles (a string or a list) equal `role`, or include any role in a list.
 * False when the user has no roles.
 */
export function hasRole(
  userRoles: string | readonly string[] | null | undefined,
  role: string | readonly string[],
): boolean {
  if (!userRoles || userRoles.length === 0) return false
  const wanted = typeof role === 'string' ? [role] : role
  const held = typeof userRoles === 'string' ? [userRoles] : userRoles
  return held.some((r) => wanted.includes(r))
}
