// The three auth directives. Every Query and Mutation field carries exactly one; the schema
// builder refuses to start otherwise (graphql/buildSchema.ts).
//   @skipAuth                              anyone, signed in or not
//   @requireAuth(roles: [String])          signed in; with roles, the user holds one of them
//                                          as a user role (admin) or as the current access level
//   @requireAccess(page: String, function: String)
//                                          signed in, and the current access level's pageAccess
//                                          or functionAccess allows the named flag
// The names are checked at startup against common/permissions.ts (buildSchema.ts): a misspelt
// flag or role would otherwise be a Forbidden that nobody can ever pass.
import { AuthenticationError, ForbiddenError } from '../lib/errors'
import type { CurrentUser } from '../../../common/currentUser'
import type { AuthRole, FunctionFlag, PageFlag } from '../../../common/permissions'

export const directiveNames = ['skipAuth', 'requireAuth', 'requireAccess'] as const
export type DirectiveName = (typeof directiveNames)[number]

export const directivesSdl = /* GraphQL */ `
  directive @skipAuth on FIELD_DEFINITION
  directive @requireAuth(roles: [String!]) on FIELD_DEFINITION
  directive @requireAccess(page: String, function: String) on FIELD_DEFINITION
`

/** Throws AuthenticationError when signed out, ForbiddenError when roles are given and none is held. */
export function requireAuth(user: CurrentUser | null, roles?: readonly AuthRole[]): CurrentUser {
  if (!user) throw new AuthenticationError()
  if (roles?.length && !hasRole(user, roles)) throw new ForbiddenError()
  return user
}

/** Throws AuthenticationError when signed out, ForbiddenError unless the current role allows the page or function. */
export function requireAccess(user: CurrentUser | null, flags: { page?: PageFlag; function?: FunctionFlag }): CurrentUser {
  if (!user) throw new AuthenticationError()
  const allowed =
    (flags.page ? user.pageAccess[flags.page] === true : false) ||
    (flags.function ? user.functionAccess[flags.function] === true : false)
  if (!allowed) throw new ForbiddenError()
  return user
}

/** A user role (admin) or the access level acting now. */
export function hasRole(user: CurrentUser, roles: readonly AuthRole[]): boolean {
  return roles.some((role) => user.roles.includes(role) || user.accessLevel?.name === role)
}
