import { describe, expect, it } from 'vitest'
import { reserveFirstSegments } from './edits/appPaths'
import { addPageFlags, listedPageFlags } from './edits/permissions'
import { registerDomain } from './edits/registry'
import { addRoutes, routeParams, routePathProblem, type PageRoute } from './edits/routes'

const registry = `import type { Domain } from './buildSchema'
import * as base from './base.sdl'
import * as bugReports from './bugReports.sdl'
import * as redwood from '../services/auth/redwood'
import * as bugReportsServices from '../services/bugReports/bugReports'

export const domains: Domain[] = [
  { name: 'redwood', sdl: base.schema, services: redwood },
  { name: 'bugReports', sdl: bugReports.schema, services: bugReportsServices },
]
`

const routesFile = `export const ROUTES = [
  { name: 'login', path: '/login', page: 'Auth/LoginPage', access: 'public', layout: 'auth' },
  { name: 'home', path: '/', page: 'Learning/HomePage', access: 'login', layout: 'app' },
  { name: 'bonus', path: '/bonus', page: 'Learning/BonusPage', access: 'public', layout: 'none' },
] as const satisfies readonly RouteRow[]

export const PLANNED_ROUTES = {
  affiliates: 'affiliates',
  widget: 'widget',
} as const satisfies Record<string, RouteAccess>
`

const permissions = `export const PAGE_FLAGS = {
  // Reports.
  reports: ['reportSummary', 'communityReport'],
  groups: [
    'groups',
    'group',
  ],
} as const
`

const widgetRoutes: PageRoute[] = [
  { page: 'Widgets/WidgetsPage', path: '/widgets', name: 'widgets', flag: 'widgets' },
  { page: 'Widgets/WidgetPage', path: '/widgets/{id:Int}', name: 'widget', flag: 'widget' },
]

describe('registerDomain', () => {
  it('adds the SDL import, the services import and the domains entry beside the others', () => {
    const next = registerDomain('widgets').apply(registry)
    expect(next).toContain(
      "import * as bugReports from './bugReports.sdl'\nimport * as widgets from './widgets.sdl'\nimport * as redwood",
    )
    expect(next).toContain(
      "import * as bugReportsServices from '../services/bugReports/bugReports'\nimport * as widgetsServices from '../services/widgets/widgets'\n",
    )
    expect(next).toMatch(/bugReportsServices \},\n {2}\{ name: 'widgets', sdl: widgets\.schema, services: widgetsServices \},\n\]/)
  })

  it('changes nothing the second time, and refuses a name another SDL holds', () => {
    const once = registerDomain('widgets').apply(registry)
    expect(registerDomain('widgets').apply(once)).toBe(once)
    const taken = registry.replace("from './bugReports.sdl'", "from './reports.sdl'")
    expect(() => registerDomain('bugReports').apply(taken)).toThrow('already registers a domain named "bugReports"')
  })
})

describe('addRoutes', () => {
  it('adds one line per route after the last signed-in one, guarded by its page flag, and takes it off the planned list', () => {
    const next = addRoutes(widgetRoutes).apply(routesFile)
    expect(next).toContain(`  { name: 'home', path: '/', page: 'Learning/HomePage', access: 'login', layout: 'app' },
  { name: 'widgets', path: '/widgets', page: 'Widgets/WidgetsPage', access: 'widgets', layout: 'app' },
  { name: 'widget', path: '/widgets/{id:Int}', page: 'Widgets/WidgetPage', access: 'widget', layout: 'app' },
  { name: 'bonus',`)
    expect(next).toContain("export const PLANNED_ROUTES = {\n  affiliates: 'affiliates',\n} as const")
  })

  it('opens an unguarded route to any signed-in user, and changes nothing the second time', () => {
    const open: PageRoute = { page: 'Help/HelpPage', path: '/help', name: 'help' }
    const next = addRoutes([open]).apply(routesFile)
    expect(next).toContain("  { name: 'help', path: '/help', page: 'Help/HelpPage', access: 'login', layout: 'app' },\n  { name: 'bonus',")
    expect(addRoutes([open]).apply(next)).toBe(next)
  })

  it('refuses a route name or path already taken by another page', () => {
    const other = { ...widgetRoutes[0], page: 'Gadgets/GadgetsPage' }
    const once = addRoutes([widgetRoutes[0]]).apply(routesFile)
    expect(() => addRoutes([other]).apply(once)).toThrow('already has a route named "widgets"')
    expect(() => addRoutes([{ ...other, name: 'gadgets' }]).apply(once)).toThrow('already has a route at "/widgets"')
  })

  it('reads route paths the way the router does', () => {
    expect(routeParams('/widgets/{id:Int}/parts/{slug}')).toEqual([
      { name: 'id', type: 'number' },
      { name: 'slug', type: 'string' },
    ])
    expect(routePathProblem('/widgets/{id:Int}')).toBeNull()
    expect(routePathProblem('widgets')).toMatch(/starts with "\/"/)
    expect(routePathProblem('/widgets/')).toMatch(/no trailing slash/)
    expect(routePathProblem('/widgets/{id:Number}')).toMatch(/\{id:Int\}/)
  })
})

describe('addPageFlags', () => {
  it('adds the missing flags as an area keyed by the model', () => {
    const next = addPageFlags('widgets', ['widgets', 'widget']).apply(permissions)
    expect(next).toContain("  ],\n  widgets: ['widgets', 'widget'],\n} as const")
    expect([...listedPageFlags(next)]).toEqual(['reportSummary', 'communityReport', 'groups', 'group', 'widgets', 'widget'])
  })

  it('extends an existing area in its own layout, leaving listed flags where they are', () => {
    const oneLine = addPageFlags('reports', ['reportSummary', 'paymentReport']).apply(permissions)
    expect(oneLine).toContain("  reports: ['reportSummary', 'communityReport', 'paymentReport'],")
    const lines = addPageFlags('groups', ['group', 'newGroup', 'editGroup']).apply(permissions)
    expect(lines).toContain("  groups: [\n    'groups',\n    'group',\n    'newGroup',\n    'editGroup',\n  ],")
    expect(addPageFlags('groups', ['groups', 'group']).apply(permissions)).toBe(permissions)
  })
})

describe('reserving a route\'s first path segment', () => {
  const appPaths = `export const APP_PATH_SEGMENTS = [
  // the server's own
  'api', 'assets',
  // the routes of web/src/routeTable.ts
  'batches', 'login',
  // the marketing pages (common/landingPages.ts MARKETING_PATHS) and their list in the back office
  'fts',
] as const
`

  it('lists a new segment once, in the route table\'s group, and leaves listed ones (any case) alone', () => {
    const next = reserveFirstSegments(['/widgets', '/widgets/new', '/widgets/{id:Int}', '/Batches/x', '/']).apply(appPaths)
    expect(next).toBe(appPaths.replace("  'batches', 'login',\n", "  'batches', 'login',\n  'widgets',\n"))
    expect(reserveFirstSegments(['/widgets']).apply(next)).toBe(next)
    expect(reserveFirstSegments(['/login', '/api/x']).apply(appPaths)).toBe(appPaths)
  })

  it('says what to add by hand when the list is not where it expects', () => {
    expect(() => reserveFirstSegments(['/widgets']).apply('export const OTHER = []\n')).toThrow("add widgets there by hand")
  })
})
