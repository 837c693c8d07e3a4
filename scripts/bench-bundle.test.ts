import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../api/src/lib/env'
import { budgetOf, FIRST_SCREEN_BUDGET_KB, FRONT_DOOR_BUDGET_KB, routedPages } from './bench-bundle'
import { readRouteTable, ROUTE_TABLE, type TableRoute } from './rw/routeTypes'

const row = (name: string, routePath: string, page: string, layout: string, graphql = false): TableRoute => ({
  name,
  path: routePath,
  page,
  access: layout === 'app' ? 'login' : 'public',
  layout,
  graphql,
})
const table = [
  row('login', '/login', 'Auth/LoginPage', 'auth'),
  row('cells', '/cells', 'PublicCellPage', 'none', true),
  row('home', '/', 'Learning/HomePage', 'app'),
]
const router = "const LazyAppLayout = lazyWithGraphQL(() => import('@/layouts/AppLayout/AppLayout'))"

describe('routedPages (the first screens bench-bundle and the test run measure)', () => {
  it('finds every route with its page module, whether it is signed in, and whether it runs GraphQL', () => {
    const { pages, layouts } = routedPages(table, router, 'NotFoundPage')
    expect(pages.map(({ page, route, signedIn, graphql }) => [page, route, signedIn, graphql])).toEqual([
      ['LoginPage', '/login', false, false],
      ['PublicCellPage', '/cells', false, true],
      ['HomePage', '/', true, false],
      ['NotFoundPage', '(not found)', false, false],
    ])
    expect(pages[0].module).toBe('./pages/Auth/LoginPage/LoginPage')
    expect(layouts).toEqual(['./layouts/AppLayout/AppLayout'])
  })

  it('budgets the front door (pages/Public) tighter, every other signed-out screen and the home at the general budget', () => {
    const { pages } = routedPages([...table, row('terms', '/terms', 'Public/PolicyPage', 'none'), row('courses', '/courses', 'Courses/CoursesPage', 'app')], router, 'NotFoundPage')
    expect(Object.fromEntries(pages.map((page) => [page.route, budgetOf(page)]))).toEqual({
      '/login': FIRST_SCREEN_BUDGET_KB,
      '/cells': FIRST_SCREEN_BUDGET_KB,
      '/': FIRST_SCREEN_BUDGET_KB,
      '/terms': FRONT_DOOR_BUDGET_KB,
      '/courses': null,
      '(not found)': FIRST_SCREEN_BUDGET_KB,
    })
  })

  it('refuses an empty table rather than measure nothing', () => {
    expect(() => routedPages([], router, 'NotFoundPage')).toThrow(/no routes/)
  })

  it("reads the app's own route table: the sign-in screens, public pages and the signed-in home", () => {
    const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8')
    const { pages, layouts } = routedPages(readRouteTable(read(ROUTE_TABLE)), read('web/src/Routes.tsx'), 'NotFoundPage')
    // The signed-in shell counts toward every signed-in screen, written through the @/ alias or not.
    expect(layouts).toEqual(['./layouts/AppLayout/AppLayout'])
    const byName = new Map(pages.map((page) => [page.page, page]))
    expect(byName.get('LoginPage')).toMatchObject({ route: '/login', signedIn: false })
    expect(byName.get('ResetPasswordPage')).toMatchObject({ route: '/reset-password', signedIn: false })
    expect(byName.get('HomePage')).toMatchObject({ route: '/', signedIn: true })
    expect(byName.get('CheckoutPage')).toMatchObject({ route: '/checkout/{funnelId}', signedIn: false, graphql: true })
  })
})
