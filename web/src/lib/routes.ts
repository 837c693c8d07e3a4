// Whether a named route is registered, and its URL. The router fills `routes` from Routes.tsx
// when it renders, so anything rendered inside the Router sees exactly the routes that exist;
// menus use this to hide items whose page a later issue has not built yet.
import { routes } from '@redwoodjs/router'

/** Parameters of a named route (path params, and query params for the rest). */
export type RouteParams = Record<string, string | number>

type RouteFn = (params?: RouteParams) => string
const table = routes as unknown as Record<string, RouteFn | undefined>

export const hasRoute = (name: string): boolean => typeof table[name] === 'function'

export function routeHref(name: string, params?: RouteParams): string {
  const build = table[name]
  if (!build) throw new Error(`No route named ${name}`)
  return build(params)
}
