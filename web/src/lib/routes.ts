// Whether a named route is registered, and its URL. Registration is read from the route table
// (routeTable.ts), so menus can hide items whose page is not built yet; the URL comes from the
// router's `routes`, which it fills from the same table when it renders.
import { routes } from '@redwoodjs/router'
import { ROUTES, type KnownRouteName, type RouteName } from '@/routeTable'

/** Parameters of a named route (path params, and query params for the rest). */
export type RouteParams = Record<string, string | number>

type RouteFn = (params?: RouteParams) => string
const table = routes as unknown as Record<string, RouteFn | undefined>

export const hasRoute = (name: KnownRouteName): name is RouteName => ROUTES.some((route) => route.name === name)

export function routeHref(name: string, params?: RouteParams): string {
  const build = table[name]
  if (!build) throw new Error(`No route named ${name}`)
  return build(params)
}
