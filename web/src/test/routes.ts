// The named routes, for tests that render components outside a <Router>. The router fills
// `routes` only when it renders Routes.tsx; here the same table is read from Routes.tsx's source,
// so `routes.login()` inside a component under test gives '/login' without a hand-kept copy.
import { routes } from '@redwoodjs/router'
import routesSource from '@/Routes.tsx?raw'

type Params = Record<string, string | number | boolean | null | undefined>

const ROUTE = /<Route\s[^>]*?path="([^"]+)"[^>]*?name="([^"]+)"/g

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
  for (const [, path, name] of routesSource.matchAll(ROUTE)) table[name] ??= (params) => fillPath(path, params)
}
