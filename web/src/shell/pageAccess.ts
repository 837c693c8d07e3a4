// The UI mirror of the server's page-access rule: a page is reachable when it needs login only
// (spec part 2 section 6) or the current access level's pageAccess says true. The API enforces
// the same rule; hiding here only spares the user a dead end.

/** Pages that need login only, never a pageAccess flag (named as in the route table). */
export const LOGIN_ONLY_ROUTES: ReadonlySet<string> = new Set([
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
])

/** Public pages (no login) the menus may point at. */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'bonusRedirect',
  'termsConditions',
  'privacyPolicy',
  'refundPolicy',
])

export function isPageAllowed(routeName: string, pageAccess: Record<string, boolean> | null | undefined) {
  return LOGIN_ONLY_ROUTES.has(routeName) || PUBLIC_ROUTES.has(routeName) || pageAccess?.[routeName] === true
}
