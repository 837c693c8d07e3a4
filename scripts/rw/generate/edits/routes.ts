// Adds pages to web/src/Routes.tsx the way a person would: a lazyPage line beside the others and
// a <Route> inside the signed-in <PrivateSet>, wrapped in <Set wrap={requireAccess('flag')}> when
// a page flag guards it. Every page is code-split; the route name is the page flag's name.
import { UsageError } from '../../run'
import { insertAfterLast, insertBefore, type FileEdit } from '../writer'

export const ROUTES = 'web/src/Routes.tsx'

export type PageRoute = {
  /** NewWidgetPage */
  page: string
  /** @/pages/Widgets/NewWidgetPage/NewWidgetPage */
  importPath: string
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

export function lazyPageLine({ page, importPath }: PageRoute) {
  return `const ${page} = lazyPage('${page}', () => import('${importPath}'))\n`
}

export function routeLine({ page, path, name }: PageRoute) {
  return `<Route path="${path}" page={${page}} name="${name}" />`
}

/**
 * The edit adding `routes` (in order) to Routes.tsx. `requireAccessImport` is the module path
 * (from web/src) that exports requireAccess, imported when a flag is used and Routes.tsx lacks it.
 */
export function addRoutes(routes: PageRoute[], requireAccessImport: string | null): FileEdit {
  return {
    path: ROUTES,
    description: `routes ${routes.map((route) => route.name).join(', ')}`,
    apply(text) {
      let next = text
      for (const route of routes) next = addRoute(next, route)
      if (routes.some((route) => route.flag) && !/import \{[^}]*\brequireAccess\b[^}]*\} from/.test(next)) {
        if (!requireAccessImport) {
          throw new UsageError(`No file in web/src exports requireAccess (the page-flag guard); cannot guard ${routes[0].name}.`)
        }
        // After the last import statement, however many lines it spans.
        next = insertAfterLast(next, /^import\b[\s\S]*?\bfrom '[^']*'\n/m, `import { requireAccess } from '${requireAccessImport}'\n`, ROUTES)
      }
      return next
    },
  }
}

function addRoute(text: string, route: PageRoute): string {
  const line = routeLine(route)
  const named = new RegExp(`<Route[^>]*\\sname="${route.name}"`).exec(text)
  if (named) {
    if (text.includes(line)) return text
    throw new UsageError(`${ROUTES} already has a route named "${route.name}"; pick another name or remove that route.`)
  }
  const samePath = new RegExp(`<Route path="${route.path.replace(/[{}]/g, '\\$&')}"`).exec(text)
  if (samePath) throw new UsageError(`${ROUTES} already has a route at "${route.path}".`)

  let next = text
  if (!new RegExp(`const ${route.page} = `).test(next)) {
    next = insertAfterLast(next, /^const \w+ = lazyPage\(.*\n/m, lazyPageLine(route), ROUTES)
  }
  const closing = /^( *)<\/PrivateSet>/m.exec(next)
  if (!closing) throw new UsageError(`Cannot find the signed-in </PrivateSet> in ${ROUTES}; add the route by hand:\n  ${line}`)
  const indent = closing[1] + '  '
  const block = route.flag
    ? `${indent}<Set wrap={requireAccess('${route.flag}')}>\n${indent}  ${line}\n${indent}</Set>\n`
    : `${indent}${line}\n`
  next = insertBefore(next, /^ *<\/PrivateSet>/m, block, ROUTES)
  return addRouteType(next, route)
}

/**
 * While Routes.tsx still declares AvailableRoutes by hand, the new route needs its line there
 * too (once `yarn rw gen` writes web/src/types/routes.ts from the <Route> lines, it does not).
 */
function addRouteType(text: string, route: PageRoute): string {
  const start = text.indexOf('interface AvailableRoutes {')
  if (start === -1) return text
  const params = routeParams(route.path)
  const signature = params.length
    ? `(params: { ${params.map((param) => `${param.name}: ${param.type}`).join('; ')} } & Params) => string`
    : '(params?: Params) => string'
  return text.slice(0, start) + insertBefore(text.slice(start), /^ *\}$/m, `    ${route.name}: ${signature}\n`, ROUTES)
}
