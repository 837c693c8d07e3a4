// The route table is the one place a route is declared: adding a line is enough for the router,
// the URL builders, the menus' "is it registered" and the page-access rule; the type check refuses
// a route, a page flag and a menu item that disagree.
import { render, screen } from '@testing-library/react'
import { routes } from '@redwoodjs/router'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import App from '@/App'
import type { MenuItemConfig } from '@/lib/menuConfig'
import { isPageAllowed } from '@/lib/pageAccess'
import { hasRoute } from '@/lib/routes'
import { PLANNED_ROUTES, ROUTES, type GuardedByAnotherFlag, type KnownRouteName, type RouteRow } from '@/routeTable'

const added: RouteRow = { name: 'addedInATest', path: '/added-in-a-test', page: 'Auth/ThankYouPage', access: 'public', layout: 'auth' }
const table = ROUTES as unknown as RouteRow[]
const addedName = added.name as KnownRouteName

function signedOut() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('getToken') ? new Response('') : Response.json({ data: { redwood: { currentUser: null } } }),
    ),
  )
}

afterEach(() => {
  if (table.at(-1) === added) table.pop()
  vi.unstubAllGlobals()
})

describe('the route table', () => {
  it('takes one line to add a route, and one to remove it', async () => {
    signedOut()
    table.push(added)
    window.history.replaceState({}, '', '/added-in-a-test')
    const { unmount } = render(<App />)
    expect(await screen.findByRole('heading', { name: /thank you/i }, { timeout: 3000 })).toBeInTheDocument()
    expect(hasRoute(addedName)).toBe(true)
    expect(isPageAllowed(addedName, {})).toBe(true)
    expect((routes as unknown as Record<string, () => string>).addedInATest()).toBe('/added-in-a-test')
    unmount()

    table.pop()
    render(<App />)
    expect(await screen.findByRole('heading', { name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
    expect(hasRoute(addedName)).toBe(false)
  })

  it('guards a page by the flag the table names, and hides a planned route until it is built', () => {
    expect(isPageAllowed('users', { users: true })).toBe(true)
    expect(isPageAllowed('users', { user: true })).toBe(false)
    // Guarded by the nearest flag: a funnel's coupon pages are part of editing its product.
    expect(isPageAllowed('newCoupon', { editProduct: true })).toBe(true)
    expect(isPageAllowed('profile', {})).toBe(true)
    expect(isPageAllowed('reportSummary', { reportSummary: true })).toBe(true)
    // Every route the menus named is built now; a planned one (none today) stays out of ROUTES.
    expect(hasRoute('reportSummary')).toBe(true)
    for (const name of Object.keys(PLANNED_ROUTES)) expect(ROUTES.some((route) => route.name === name)).toBe(false)
  })

  it('refuses, at type-check, a route, a page flag and a menu item that disagree', () => {
    // @ts-expect-error a page flag that does not exist
    const unknownFlag: RouteRow = { name: 'x', path: '/x', page: 'Auth/ThankYouPage', access: 'noSuchFlag', layout: 'app' }
    // @ts-expect-error a page that does not exist under web/src/pages
    const unknownPage: RouteRow = { name: 'x', path: '/x', page: 'Nowhere/NowherePage', access: 'login', layout: 'app' }
    // @ts-expect-error a signed-in route outside the signed-in shell
    const wrongShell: RouteRow = { name: 'x', path: '/x', page: 'Auth/ThankYouPage', access: 'login', layout: 'auth' }
    // @ts-expect-error a menu item naming a route the table neither has nor plans
    const unknownItem: MenuItemConfig = { key: 'x', label: 'X', route: 'noSuchRoute' }
    expect([unknownFlag, unknownPage, wrongShell, unknownItem]).toHaveLength(4)
    // A flag's own page guarded by another flag is named by the check (it fails routeTable.ts).
    expectTypeOf<GuardedByAnotherFlag<{ name: 'users'; access: 'user' }>>().toEqualTypeOf<'users'>()
    expectTypeOf<GuardedByAnotherFlag<{ name: 'users'; access: 'users' }>>().toEqualTypeOf<never>()
    expectTypeOf<GuardedByAnotherFlag<{ name: 'profile'; access: 'login' }>>().toEqualTypeOf<never>()
  })
})
