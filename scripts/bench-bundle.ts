// `yarn rw exec bench-bundle [--dist DIR]` after `yarn rw build`: the gzipped JavaScript a browser
// downloads before each first screen can render, read from web/dist's Vite manifest. `yarn rw test`
// runs the same computation after its build (checkFirstScreens) and fails above the budget.
//
// The screens are read from the route table (web/src/routeTable.ts), so every page added there is
// measured without anyone listing it: each route's page chunk and every chunk it imports
// statically, plus the entry; plus, for a page that runs GraphQL (`graphql: true`), the Apollo
// chunk (lib/GraphQLRoot.tsx) it loads beside itself; plus, for a signed-in page (layout `app`),
// every layout the router (Routes.tsx) loads lazily and the Apollo chunk. The budget (docs/benchmarks.md, "First screens")
// holds for every public page and the signed-in home; the other signed-in pages are listed too.
// Figures go to docs/benchmarks.md.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { projectRoot } from '../api/src/lib/env'
import { readRouteTable, ROUTE_TABLE, type TableRoute } from './rw/routeTypes'
import { CommandFailed } from './rw/run'

/** A blank Vite + React 18 + Apollo app is about 98 KB; the router and dbAuth add ~30; the rest is ours. */
export const FIRST_SCREEN_BUDGET_KB = 147
/**
 * The front door (pages under pages/Public/: policies, free training, funnel and marketing pages),
 * where ads and affiliate links land on a phone: no Apollo, no forms library before the first screen
 * (the entry alone is about 69 KB).
 */
export const FRONT_DOOR_BUDGET_KB = 100
const FRONT_DOOR = './pages/Public/'

const GRAPHQL_ROOT = 'src/lib/GraphQLRoot.tsx'

type Chunk = { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, Chunk>
type RoutedPage = { page: string; route: string; signedIn: boolean; graphql: boolean; module: string }
/** A screen's size and its budget in KB (null: a signed-in page other than the home, not budgeted). */
export type Screen = RoutedPage & { kb: number; budget: number | null }

/** The budget of a screen: the front door's, or the general one for every signed-out screen and the signed-in home. */
export function budgetOf(page: RoutedPage): number | null {
  if (page.module.startsWith(FRONT_DOOR)) return FRONT_DOOR_BUDGET_KB
  return !page.signedIn || page.route === '/' ? FIRST_SCREEN_BUDGET_KB : null
}

/** A module path as the router writes it ('@/layouts/...' through the alias, or './layouts/...') from web/src. */
const fromWebSrc = (module: string) => module.replace(/^(@|\.)\//, './')

/** The module of a table page: 'Groups/GroupPage' is ./pages/Groups/GroupPage/GroupPage. */
const pageModule = (page: string) => `./pages/${page}/${page.split('/').at(-1)}`

/**
 * Every route of the table with the page module it loads and whether it is signed in, plus the
 * not-found page; and the layouts the router (its source) loads lazily for signed-in pages.
 */
export function routedPages(table: TableRoute[], routerSource: string, notFoundPage: string): { pages: RoutedPage[]; layouts: string[] } {
  if (!table.length) throw new Error(`${ROUTE_TABLE}: no routes; the first-screen check would measure nothing`)
  const pages: RoutedPage[] = table.map((route) => ({
    page: route.page.split('/').at(-1)!,
    route: route.path,
    signedIn: route.layout === 'app',
    graphql: route.graphql,
    module: pageModule(route.page),
  }))
  pages.push({ page: notFoundPage, route: '(not found)', signedIn: false, graphql: false, module: pageModule(notFoundPage) })
  const layouts = [...routerSource.matchAll(/import\('((?:\.|@)\/layouts\/[^']+)'\)/g)].map(([, module]) => fromWebSrc(module))
  return { pages, layouts }
}

/** Every first screen and the gzipped KB of JavaScript it needs before it can render. */
export function firstScreens(dist = path.join(projectRoot, 'web/dist')): Screen[] {
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run "yarn rw build" first.`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const sizes = new Map<string, number>()
  const gzipKb = (key: string) => {
    if (!sizes.has(key)) sizes.set(key, gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length / 1024)
    return sizes.get(key)!
  }
  // A chunk and everything it imports statically (what must arrive before it runs).
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (${manifestFile})`)
    into.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, into)
    return into
  }
  const keyOf = (module: string) => {
    const base = path.posix.join('src', module)
    const sources = [`${base}.tsx`, `${base}.ts`]
    // A lazily loaded module is keyed by its source, unless Rollup also put code other chunks
    // share into its chunk: then the chunk is keyed by its name and still marked a dynamic entry.
    const key =
      sources.find((candidate) => manifest[candidate]) ??
      Object.keys(manifest).find((candidate) => sources.includes(manifest[candidate].src ?? '')) ??
      Object.keys(manifest).find((candidate) => manifest[candidate].isDynamicEntry && manifest[candidate].name === path.posix.basename(module))
    if (!key) throw new Error(`${module} (from the route table) is not in the Vite manifest`)
    return key
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest')

  const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8')
  const tableSource = read(ROUTE_TABLE)
  const notFound = /NOT_FOUND_PAGE\b[^=]*=\s*'([^']+)'/.exec(tableSource)?.[1]
  if (!notFound) throw new Error(`${ROUTE_TABLE}: no NOT_FOUND_PAGE, so the not-found screen cannot be measured`)
  const { pages, layouts } = routedPages(readRouteTable(tableSource, ROUTE_TABLE), read('web/src/Routes.tsx'), notFound)
  return pages.map((routed) => {
    const needed = closure(entryKey, new Set())
    closure(keyOf(routed.module), needed)
    if (routed.graphql || routed.signedIn) closure(GRAPHQL_ROOT, needed)
    if (routed.signedIn) for (const layout of layouts) closure(keyOf(layout), needed)
    const kb = [...needed].reduce((total, key) => total + gzipKb(key), 0)
    return { ...routed, kb, budget: budgetOf(routed) }
  })
}

function printScreens(screens: Screen[], entryKb: number) {
  console.log(`| screen | route | KB gzipped |\n|---|---|---:|\n| entry alone | | ${entryKb.toFixed(1)} |`)
  for (const screen of screens) {
    const mark = screen.budget === null ? ' (signed in, not budgeted)' : screen.kb > screen.budget ? ` **over ${screen.budget} KB**` : screen.budget === FRONT_DOOR_BUDGET_KB ? ' (front door)' : ''
    console.log(`| ${screen.page} | ${screen.route}${screen.signedIn ? ' (signed in)' : ''} | ${screen.kb.toFixed(1)}${mark} |`)
  }
}

function entryKb(dist: string): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry)!)
  return [...seen].reduce((total, key) => total + gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length / 1024, 0)
}

/** The check `yarn rw test` runs after building web/dist: fails when a budgeted screen is over. */
export async function checkFirstScreens(dist = path.join(projectRoot, 'web/dist')) {
  let screens: Screen[]
  try {
    screens = firstScreens(dist)
  } catch (error) {
    // A screen that cannot be measured fails the step too: it must not slip past the budget.
    console.error(`First screens could not be measured: ${(error as Error).message}`)
    throw new CommandFailed('first-screen budget check', 1, null)
  }
  const budgeted = screens.filter((screen) => screen.budget !== null)
  const over = budgeted.filter((screen) => screen.kb > screen.budget!)
  const heaviest = (budget: number) => budgeted.filter((screen) => screen.budget === budget).reduce((a, b) => (b.kb > a.kb ? b : a))
  if (!over.length) {
    const general = heaviest(FIRST_SCREEN_BUDGET_KB)
    const door = heaviest(FRONT_DOOR_BUDGET_KB)
    console.log(
      `First screens: all ${budgeted.length} within budget: ${FIRST_SCREEN_BUDGET_KB} KB gzipped (heaviest: ${general.page}, ${general.kb.toFixed(1)} KB); ` +
        `the front door ${FRONT_DOOR_BUDGET_KB} KB (heaviest: ${door.page}, ${door.kb.toFixed(1)} KB).`,
    )
    return
  }
  printScreens(screens, entryKb(dist))
  console.error(`\nOver the first-screen budget: ${over.map((s) => `${s.page} ${s.kb.toFixed(1)} KB (budget ${s.budget} KB)`).join(', ')}.`)
  console.error('Keep what those screens need small: lazy-load what they do not show at once (docs/benchmarks.md).')
  throw new CommandFailed('first-screen budget check', 1, null)
}

export default async function benchBundle({ args }: { args: string[] }) {
  const at = args.indexOf('--dist')
  const dist = at === -1 ? path.join(projectRoot, 'web/dist') : path.resolve(args[at + 1])
  printScreens(firstScreens(dist), entryKb(dist))
  console.log(`\nBudget: ${FIRST_SCREEN_BUDGET_KB} KB gzipped (level 9) for every public page and the signed-in home; ${FRONT_DOOR_BUDGET_KB} KB for the front door (pages/Public).`)
}
