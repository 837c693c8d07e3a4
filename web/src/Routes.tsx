// The router, built from the route table (routeTable.ts): each row becomes a <Route> inside its
// layout's set, wrapped in its page-flag guard. Pages are code-split: import.meta.glob gives each
// page file its own chunk, loaded when its route is first visited.
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import AuthLayout from '@/layouts/AuthLayout/AuthLayout'
import { lazyWithGraphQL } from '@/lib/graphqlClient'
import { lazyPage, type PageSpec } from '@/lib/lazyPage'
import { GuestOnly } from '@/components/Auth/GuestOnly/GuestOnly'
import { requireAccess } from '@/components/AccessLevels/RequireAccess/RequireAccess'
import { guardingFlag, NOT_FOUND_PAGE, ROUTES, type RouteRow } from '@/routeTable'
import type { PageFlag } from '@common/permissions'

type PageModule = { default: ComponentType<object> }
// FatalErrorPage is App's own (loaded up front, outside the router): not a route's page.
const PAGE_FILES = import.meta.glob<PageModule>(['./pages/**/*Page.tsx', '!./pages/**/*.test.tsx', '!./pages/FatalErrorPage/**'])

const specs = new Map<string, PageSpec>()

/** The page spec of 'Groups/GroupPage' (pages/Groups/GroupPage/GroupPage.tsx), made once per page
 *  so the router keeps the same lazy component from one render to the next. */
function pageSpec(page: string, options: { graphql?: boolean } = {}): PageSpec {
  const made = specs.get(page)
  if (made) return made
  const name = page.split('/').at(-1)!
  const load = PAGE_FILES[`./pages/${page}/${name}.tsx`]
  if (!load) throw new Error(`routeTable.ts: no page at web/src/pages/${page}/${name}.tsx`)
  const spec = lazyPage(name, load, options)
  specs.set(page, spec)
  return spec
}

// The signed-in shell loads on its own, with the GraphQL client every page in it may use, so the
// sign-in screens download neither. A page outside it that runs GraphQL says so (`graphql: true`).
const LazyAppLayout = lazyWithGraphQL(() => import('@/layouts/AppLayout/AppLayout'))
const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <LazyAppLayout>{children}</LazyAppLayout>
  </Suspense>
)

// One guard component per flag, made once, so routes behind the same flag share it.
const guards = new Map<PageFlag, ReturnType<typeof requireAccess>>()
const guardFor = (flag: PageFlag) => guards.get(flag) ?? guards.set(flag, requireAccess(flag)).get(flag)!

function routeElement(row: RouteRow) {
  const route = <Route key={row.name} path={row.path} page={pageSpec(row.page, { graphql: row.graphql })} name={row.name} />
  const flag = guardingFlag(row.access)
  if (!flag) return route
  return (
    <Set key={row.name} wrap={guardFor(flag)}>
      {route}
    </Set>
  )
}

const routesWhere = (test: (row: RouteRow) => boolean) => (ROUTES as readonly RouteRow[]).filter(test).map(routeElement)

/** The page-loading delay: the loading state shows only for pages slower than this. */
export const PAGE_LOADING_DELAY_MS = 1000

export default function Routes() {
  return (
    <Router useAuth={useAuth} trailingSlashes="never" pageLoadingDelay={PAGE_LOADING_DELAY_MS}>
      <Set wrap={AuthLayout}>
        {routesWhere((row) => row.layout === 'auth' && row.access === 'public')}
        <Set wrap={GuestOnly}>{routesWhere((row) => row.access === 'guest')}</Set>
      </Set>
      <PrivateSet unauthenticated="login" wrap={AppLayout}>
        {routesWhere((row) => row.layout === 'app')}
      </PrivateSet>
      {routesWhere((row) => row.layout === 'none')}
      <Route notfound page={pageSpec(NOT_FOUND_PAGE)} />
    </Router>
  )
}
