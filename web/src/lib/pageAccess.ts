// The UI mirror of the server's page-access rule: a page is reachable when its route is public or
// needs login only, or the current access level's pageAccess allows the flag that guards it (the
// route table says which). The API enforces the same rule; hiding here only spares the user a dead end.
import { guardingFlag, PLANNED_ROUTES, ROUTES, type KnownRouteName, type RouteAccess } from '@/routeTable'

/** What guards a route (or a planned one): public, guest, login or its page flag. */
export const accessOf = (routeName: KnownRouteName): RouteAccess =>
  ROUTES.find((route) => route.name === routeName)?.access ?? (PLANNED_ROUTES as Record<string, RouteAccess>)[routeName]

export function isPageAllowed(routeName: KnownRouteName, pageAccess: Record<string, boolean> | null | undefined) {
  const flag = guardingFlag(accessOf(routeName))
  return flag === null || pageAccess?.[flag] === true
}
