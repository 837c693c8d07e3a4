import { describe, expect, it } from 'vitest'
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

const routesFile = `import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'
import { lazyPage } from './lib/lazyPage'

const HomePage = lazyPage('HomePage', () => import('@/pages/Learning/HomePage/HomePage'))

export default function Routes() {
  return (
    <Router useAuth={useAuth}>
      <PrivateSet unauthenticated="login" wrap={AppLayout}>
        <Route path="/" page={HomePage} name="home" />
      </PrivateSet>
    </Router>
  )
}
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
  { page: 'WidgetsPage', importPath: '@/pages/Widgets/WidgetsPage/WidgetsPage', path: '/widgets', name: 'widgets', flag: 'widgets' },
  { page: 'WidgetPage', importPath: '@/pages/Widgets/WidgetPage/WidgetPage', path: '/widgets/{id:Int}', name: 'widget', flag: 'widget' },
]
const guard = '@/components/AccessLevels/RequireAccess/RequireAccess'

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
  it('adds a lazy page line and a route guarded by its page flag inside the signed-in set', () => {
    const next = addRoutes(widgetRoutes, guard).apply(routesFile)
    expect(next).toContain(
      "const HomePage = lazyPage('HomePage', () => import('@/pages/Learning/HomePage/HomePage'))\n" +
        "const WidgetsPage = lazyPage('WidgetsPage', () => import('@/pages/Widgets/WidgetsPage/WidgetsPage'))\n" +
        "const WidgetPage = lazyPage('WidgetPage', () => import('@/pages/Widgets/WidgetPage/WidgetPage'))\n",
    )
    expect(next).toContain(`        <Route path="/" page={HomePage} name="home" />
        <Set wrap={requireAccess('widgets')}>
          <Route path="/widgets" page={WidgetsPage} name="widgets" />
        </Set>
        <Set wrap={requireAccess('widget')}>
          <Route path="/widgets/{id:Int}" page={WidgetPage} name="widget" />
        </Set>
      </PrivateSet>`)
    expect(next).toContain(`import { lazyPage } from './lib/lazyPage'\nimport { requireAccess } from '${guard}'\n`)
  })

  it('imports requireAccess after the last import, however many lines it spans', () => {
    const multiline = routesFile.replace(
      "import { lazyPage } from './lib/lazyPage'\n",
      "import { lazyPage } from './lib/lazyPage'\nimport {\n  GuestOnly,\n} from './components/Auth/GuestOnly/GuestOnly'\n",
    )
    expect(addRoutes(widgetRoutes, guard).apply(multiline)).toContain(
      `import {\n  GuestOnly,\n} from './components/Auth/GuestOnly/GuestOnly'\nimport { requireAccess } from '${guard}'\n`,
    )
  })

  it('puts an unguarded route straight in the signed-in set, and changes nothing the second time', () => {
    const open: PageRoute = { page: 'HelpPage', importPath: '@/pages/Help/HelpPage/HelpPage', path: '/help', name: 'help' }
    const next = addRoutes([open], null).apply(routesFile)
    expect(next).toContain('        <Route path="/help" page={HelpPage} name="help" />\n      </PrivateSet>')
    expect(next).not.toContain('requireAccess')
    expect(addRoutes([open], null).apply(next)).toBe(next)
  })

  it('refuses a route name or path already taken by another page', () => {
    const other = { ...widgetRoutes[0], page: 'GadgetsPage' }
    const once = addRoutes([widgetRoutes[0]], guard).apply(routesFile)
    expect(() => addRoutes([other], guard).apply(once)).toThrow('already has a route named "widgets"')
    expect(() => addRoutes([{ ...other, name: 'gadgets' }], guard).apply(once)).toThrow('already has a route at "/widgets"')
  })

  it('types the route while Routes.tsx still declares AvailableRoutes by hand', () => {
    const declared = `${routesFile}
declare module '@redwoodjs/router' {
  interface AvailableRoutes {
    home: (params?: Params) => string
  }
}
`
    const next = addRoutes(widgetRoutes, guard).apply(declared)
    expect(next).toContain(`    home: (params?: Params) => string
    widgets: (params?: Params) => string
    widget: (params: { id: number } & Params) => string
  }
}`)
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
