// The route table (web/src/routeTable.ts) read as data by the scripts: `yarn rw gen` writes the
// types of `routes.<name>()` (@redwoodjs/router's AvailableRoutes) and the list of page files from
// it, so a link to a route that does not exist, or without the parameters its path needs, fails
// type-check; the first-screen check measures every page it names. The table's source is read
// (not imported) so a generator that has just added a line sees it in the same run.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ROUTE_TABLE = 'web/src/routeTable.ts'

export type RouteParam = { name: string; type: 'string' | 'number' | 'boolean' }
export type TableRoute = { name: string; path: string; page: string; access: string; layout: string; graphql: boolean }
export type RouteEntry = { name: string; path: string; params: RouteParam[] }

const FIELDS = ['name', 'path', 'page', 'access', 'layout'] as const

/** The rows of `export const ROUTES = [...]` in a routeTable.ts source, in order. */
export function readRouteTable(source: string, fileName = 'routeTable.ts'): TableRoute[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  const list = routesArray(file)
  if (!list) throw new Error(`${fileName}: no \`export const ROUTES = [...]\` found.`)
  const rows: TableRoute[] = []
  for (const element of list.elements) {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`${where(element)}: a route is an object literal, one per line.`)
    const values = new Map<string, string | boolean>()
    for (const property of element.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${where(property)}: a route's fields are written out (no spread, no shorthand).`)
      const key = property.name.getText(file)
      const value = property.initializer
      if (ts.isStringLiteralLike(value)) values.set(key, value.text)
      else if (value.kind === ts.SyntaxKind.TrueKeyword) values.set(key, true)
      // Types and tools read the table without running the app: a computed value cannot be read.
      else throw new Error(`${where(property)}: a route's ${key} must be a literal.`)
    }
    const missing = FIELDS.find((field) => typeof values.get(field) !== 'string')
    if (missing) throw new Error(`${where(element)}: the route has no ${missing}.`)
    const row = Object.fromEntries(FIELDS.map((field) => [field, values.get(field) as string])) as Omit<TableRoute, 'graphql'>
    const earlier = rows.find((route) => route.name === row.name)
    if (earlier) throw new Error(`${where(element)}: two routes are named "${row.name}" (${earlier.path} and ${row.path}).`)
    const samePath = rows.find((route) => route.path === row.path)
    if (samePath) throw new Error(`${where(element)}: two routes have the path ${row.path} ("${samePath.name}" and "${row.name}").`)
    rows.push({ ...row, graphql: values.get('graphql') === true })
  }
  return rows
}

function routesArray(file: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(file) !== 'ROUTES' || !declaration.initializer) continue
      let value: ts.Expression = declaration.initializer
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression
      if (ts.isArrayLiteralExpression(value)) return value
    }
  }
  return undefined
}

/** The typed URL builders' entries: a name, its path and the parameters the path needs. */
export const routeEntries = (rows: TableRoute[]): RouteEntry[] => rows.map(({ name, path: routePath }) => ({ name, path: routePath, params: pathParams(routePath) }))

/** Path parameters as Redwood's router parses them: `{id:Int}`, `{slug}`, `{path...}`. */
export function pathParams(routePath: string): RouteParam[] {
  return [...routePath.matchAll(/\{([^}:.]+)(?:\.\.\.)?(?::([^}]+))?\}/g)].map(([, name, type]) => ({
    name,
    type: type === 'Int' || type === 'Float' ? 'number' : type === 'Boolean' ? 'boolean' : 'string',
  }))
}

const identifier = /^[A-Za-z_$][\w$]*$/
const key = (name: string) => (identifier.test(name) ? name : JSON.stringify(name))

/** The source of web/src/types/routes.ts for these routes. */
export function routeTypesSource(routes: RouteEntry[], from = ROUTE_TABLE): string {
  const entries = routes.map(({ name, path: routePath, params }) => {
    const fields = params.map((param) => `${key(param.name)}: ${param.type}`).join('; ')
    const signature = params.length ? `params: { ${fields} } & QueryParams` : 'params?: QueryParams'
    return `    /** ${routePath.replace(/\*\//g, '*\\/')} */\n    ${key(name)}: (${signature}) => string`
  })
  return [
    `// Generated by \`yarn rw gen\` from ${from}. Do not edit: change the route's line there.`,
    '// A route with path parameters needs them (typed from the path: {id:Int} is a number); every',
    '// other key becomes a query-string parameter, as in the URLs Redwood builds.',
    '',
    'type QueryParams = Record<string, string | number | boolean | null | undefined>',
    '',
    "declare module '@redwoodjs/router' {",
    '  interface AvailableRoutes {',
    ...entries,
    '  }',
    '}',
    '',
    '// A module, so the block above adds to the router\'s types instead of replacing them.',
    'export {}',
    '',
  ].join('\n')
}

/** Every page a route may name: 'Groups/GroupPage' for pages/Groups/GroupPage/GroupPage.tsx. */
export function pagePaths(pagesDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string, relative: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const here = [...relative, entry.name]
      if (entry.name.endsWith('Page') && readdirSync(path.join(dir, entry.name)).includes(`${entry.name}.tsx`)) found.push(here.join('/'))
      walk(path.join(dir, entry.name), here)
    }
  }
  walk(pagesDir, [])
  return found.sort()
}

/** The source of web/src/types/pages.ts: the page paths the route table's `page` may name. */
export function pageTypesSource(pages: string[]): string {
  return [
    '// Generated by `yarn rw gen` from the folders of web/src/pages. Do not edit: add the page folder.',
    '// A route naming a page that does not exist fails type-check.',
    '',
    'export type PagePath =',
    ...pages.map((page) => `  | ${JSON.stringify(page)}`),
    '',
  ].join('\n')
}
