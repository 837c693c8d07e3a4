// The UI mirror of the server's page-access rule: a page is reachable when it needs login only
// (spec part 2 section 6) or the current access level's pageAccess says true. The API enforces
// the same rule; hiding here only spares the user a dead end.
import type { PageFlag } from '@common/permissions'

/** Pages that need login only, never a pageAccess flag (named as in the route table). */
export const LOGIN_ONLY_ROUTES = [
  'home',
  'content',
  'community',
  'myProfile',
  'profile',
  'viewCourses',
  'viewEvents',
  'viewResources',
  'viewStage',
  'account',
  'bugReport',
  'accountabilityBuddies',
  'affiliateTerms',
  'affiliateLeads',
  'affiliateLinks',
  'affiliateResources',
  'affiliateCommission',
  'affiliatePayout',
  // Leader and reviewer pages: reachable by login, and the server scopes the rows to the groups,
  // stages and sub-groups the user leads or reviews (an empty page for anyone else).
  'viewGroup',
  'viewSubGroup',
  'manageStage',
  'reviewMoveUp',
  'accountabilityGroups',
] as const
export type LoginOnlyRoute = (typeof LOGIN_ONLY_ROUTES)[number]

/** Public pages (no login) the menus may point at. */
export const PUBLIC_ROUTES = ['bonusRedirect', 'termsConditions', 'privacyPolicy', 'refundPolicy'] as const
export type PublicRoute = (typeof PUBLIC_ROUTES)[number]

/** A page the menus may link to: guarded by a page flag, by login only, or public. */
export type MenuRoute = PageFlag | LoginOnlyRoute | PublicRoute

const OPEN_ROUTES: ReadonlySet<string> = new Set([...LOGIN_ONLY_ROUTES, ...PUBLIC_ROUTES])

export function isPageAllowed(routeName: MenuRoute, pageAccess: Record<string, boolean> | null | undefined) {
  return OPEN_ROUTES.has(routeName) || pageAccess?.[routeName] === true
}
