// The named routes, for tests that render components outside a <Router>. The router fills
// `routes` only when it renders; here the same table (routeTable.ts) fills it, so
// `routes.login()` inside a component under test gives '/login' without a hand-kept copy.
import { routes } from '@redwoodjs/router'
import { ROUTES } from '@/routeTable'

type Params = Record<string, string | number | boolean | null | undefined>

/** '/courses/{id:Int}' with { id: 3, tab: 'units' } -> '/courses/3?tab=units'. */
export function fillPath(path: string, params: Params = {}): string {
  const query = new URLSearchParams()
  const used = new Set<string>()
  const filled = path.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => {
    used.add(name)
    return encodeURIComponent(String(params[name] ?? ''))
  })
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value != null) query.set(key, String(value))
  }
  const search = query.toString()
  return search ? `${filled}?${search}` : filled
}

export function registerTestRoutes() {
  const table = routes as unknown as Record<string, (params?: Params) => string>
  for (const { path, name } of ROUTES) table[name] ??= (params) => fillPath(path, params)
}
