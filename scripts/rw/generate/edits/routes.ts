// Adds pages to the route table (web/src/routeTable.ts) the way a person would: one line per
// route after the last signed-in route, guarded by its page flag when one has the route's name.
// A route the menus already named as planned leaves the planned list as it is built.
import { ROUTE_TABLE } from '../../routeTypes'
import { UsageError } from '../../run'
import { insertAfterLast, type FileEdit } from '../writer'

export type PageRoute = {
  /** Widgets/NewWidgetPage (the page's folder under web/src/pages) */
  page: string
  /** /widgets/new */
  path: string
  /** newWidget */
  name: string
  /** The page flag that guards it; none: any signed-in user. */
  flag?: string
}

/** The `{id:Int}`-style parameters of a route path. */
export function routeParams(routePath: string): { name: string; type: 'number' | 'string' }[] {
  return [...routePath.matchAll(/\{(\w+)(?::(\w+))?\}/g)].map(([, name, type]) => ({
    name,
    type: type === 'Int' || type === 'Float' ? 'number' : 'string',
  }))
}

/** Checks a route path the way the router reads it; returns the reason it is not one, or null. */
export function routePathProblem(routePath: string): string | null {
  if (!routePath.startsWith('/')) return 'a route path starts with "/"'
  if (routePath.length > 1 && routePath.endsWith('/')) return 'routes have no trailing slash (trailingSlashes="never")'
  const bad = /\{(?!\w+(?::(?:Int|Float|Boolean|String|Glob))?\})/.exec(routePath)
  if (bad) return 'parameters look like {id:Int} or {slug}'
  return null
}

/** The route's line in the table. */
export function routeRow({ page, path, name, flag }: PageRoute) {
  return `  { name: '${name}', path: '${path}', page: '${page}', access: '${flag ?? 'login'}', layout: 'app' },`
}

/** The edit adding `routes` (in order) to the route table. */
export function addRoutes(routes: PageRoute[]): FileEdit {
  return {
    path: ROUTE_TABLE,
    description: `routes ${routes.map((route) => route.name).join(', ')}`,
    apply(text) {
      let next = text
      for (const route of routes) next = addRoute(next, route)
      return next
    },
  }
}

const quoted = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function addRoute(text: string, route: PageRoute): string {
  const line = routeRow(route)
  if (new RegExp(`^ *\\{ name: '${route.name}',`, 'm').test(text)) {
    if (text.includes(line)) return text
    throw new UsageError(`${ROUTE_TABLE} already has a route named "${route.name}"; pick another name or remove that route.`)
  }
  if (new RegExp(`path: '${quoted(route.path)}'`).test(text)) throw new UsageError(`${ROUTE_TABLE} already has a route at "${route.path}".`)
  const next = insertAfterLast(text, /^ *\{ name: .*layout: 'app'.*\n/m, `${line}\n`, ROUTE_TABLE)
  // Built now: the planned entry would contradict the row (the type check refuses a name in both).
  return next.replace(new RegExp(`^ *${route.name}: '[^']*',\\n`, 'm'), '')
}
