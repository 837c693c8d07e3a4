import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../api/src/lib/env'
import { routedPages } from './bench-bundle'

const routes = `
const HomePage = lazyPage('HomePage', () => import('@/pages/Learning/HomePage/HomePage'))
const LoginPage = lazyPage('LoginPage', () => import('./pages/Auth/LoginPage/LoginPage'))
const PublicCellPage = lazyPage('PublicCellPage', () => import('./pages/PublicCellPage/PublicCellPage'), { graphql: true })
const UsersPage = lazyPage('UsersPage', () => import('./pages/User/UsersPage/UsersPage'))
const NotFoundPage = lazyPage('NotFoundPage', () => import('./pages/NotFoundPage/NotFoundPage'))
const LazyAppLayout = lazyWithGraphQL(() => import('@/layouts/AppLayout/AppLayout'))
export default function Routes() {
  return (
    <Router useAuth={useAuth}>
      <Set wrap={AuthLayout}>
        <Route path="/login" page={LoginPage} name="login" />
        <Route path="/cells" page={PublicCellPage} name="cells" />
      </Set>
      <PrivateSet unauthenticated="login" wrap={AppLayout}>
        <Route path="/" page={HomePage} name="home" />
        <Set wrap={requireAccess('users')}>
          <Route path="/users" page={UsersPage} name="users" />
        </Set>
      </PrivateSet>
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}
`

describe('routedPages (the first screens bench-bundle and the test run measure)', () => {
  it('finds every route with its page module, whether it is signed in, and whether it runs GraphQL', () => {
    const { pages, layouts } = routedPages(routes)
    expect(pages.map(({ page, route, signedIn, graphql }) => [page, route, signedIn, graphql])).toEqual([
      ['LoginPage', '/login', false, false],
      ['PublicCellPage', '/cells', false, true],
      ['HomePage', '/', true, false],
      ['UsersPage', '/users', true, false],
      ['NotFoundPage', '(not found)', false, false],
    ])
    expect(pages[0].module).toBe('./pages/Auth/LoginPage/LoginPage')
    expect(layouts).toEqual(['./layouts/AppLayout/AppLayout'])
  })

  it('refuses a route whose page it cannot measure, rather than leave it out', () => {
    expect(() => routedPages(routes.replace("const UsersPage = lazyPage('UsersPage', () => import('./pages/User/UsersPage/UsersPage'))", ''))).toThrow(
      /UsersPage is not declared with lazyPage/,
    )
    expect(() => routedPages('export default function Routes() { return null }')).toThrow(/no <Route/)
  })

  it("reads the app's own Routes.tsx: the sign-in screens, public pages and the signed-in home", () => {
    const { pages, layouts } = routedPages(readFileSync(path.join(projectRoot, 'web/src/Routes.tsx'), 'utf8'))
    // The signed-in shell counts toward every signed-in screen, written through the @/ alias or not.
    expect(layouts).toEqual(['./layouts/AppLayout/AppLayout'])
    const byName = new Map(pages.map((page) => [page.page, page]))
    expect(byName.get('LoginPage')).toMatchObject({ route: '/login', signedIn: false })
    expect(byName.get('ResetPasswordPage')).toMatchObject({ route: '/reset-password', signedIn: false })
    expect(byName.get('HomePage')).toMatchObject({ route: '/', signedIn: true })
  })
})
