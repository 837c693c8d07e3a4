// The role check (docs/product.md, "Roles and the current role"); the server enforces, the UI mirrors. Role ids, labels
// and ADMIN_ROLE are the shared list in common/permissions.ts.

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
