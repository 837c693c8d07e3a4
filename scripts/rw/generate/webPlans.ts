// The web generators: page, cell, component, layout. Each returns a plan (files + edits); the
// command applies it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../run'
import { reserveFirstSegments } from './edits/appPaths'
import { addRoutes, routePathProblem, type PageRoute } from './edits/routes'
import { listedPageFlags, PERMISSIONS } from './edits/permissions'
import { camelCase, paramCase, parseUnitName, singularize } from './names'
import { readQueryShape } from './schemaFields'
import { cellOperation, cellTemplate, cellTestTemplate, type CellOptions } from './templates/cell'
import { componentTemplate, componentTestTemplate } from './templates/component'
import { layoutTemplate, layoutTestTemplate } from './templates/layout'
import { pageTemplate } from './templates/page'
import type { Plan } from './writer'

/** Drops a suffix the generator adds itself: `g page WidgetPage` is `g page Widget`. */
function withoutSuffix(name: string, suffix: string) {
  return name.length > suffix.length && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
}

export async function pagePlan(root: string, rawName: string | undefined, routePath: string | undefined): Promise<Plan> {
  const unit = parseUnitName(rawName, 'page')
  const name = withoutSuffix(unit.name, 'Page')
  const domain = rawName?.includes('/') ? unit.domain : singularize(name)
  const route = routePath ?? `/${paramCase(name)}`
  const problem = routePathProblem(route)
  if (problem) throw new UsageError(`"${route}" is not a route path: ${problem}.`)
  const routeName = camelCase(name)
  const flags = existsSync(path.join(root, PERMISSIONS)) ? listedPageFlags(readFileSync(path.join(root, PERMISSIONS), 'utf8')) : new Set()
  // A page flag is named like the route it guards (common/permissions.ts).
  const flag = flags.has(routeName) ? routeName : undefined
  const dir = `pages/${domain}/${name}Page`
  const pageRoute: PageRoute = { page: `${domain}/${name}Page`, path: route, name: routeName, flag }
  return {
    files: [{ path: `web/src/${dir}/${name}Page.tsx`, content: pageTemplate({ name, routePath: route }) }],
    edits: [addRoutes([pageRoute]), reserveFirstSegments([pageRoute.path])],
    notes: [
      flag
        ? `Route ${routeName} (${route}) is guarded by the page flag "${flag}".`
        : `Route ${routeName} (${route}) is open to any signed-in user: no page flag is named "${routeName}" in ${PERMISSIONS}.`,
    ],
  }
}

export function cellPlan(root: string, rawName: string | undefined, list: boolean): Plan {
  const unit = parseUnitName(rawName, 'cell')
  const name = withoutSuffix(unit.name, 'Cell')
  const isList = list || singularize(name) !== name
  const field = camelCase(name)
  const shape = readQueryShape(root, field)
  const notes: string[] = []
  if (!shape) {
    notes.push(
      `Query.${field} is not in schema.graphql yet, so the cell selects only "id". Add ${field} to an SDL ` +
        `(or "yarn rw g sdl <Model>"), run "yarn rw gen", then edit the QUERY: gen refuses operations the API lacks.`,
    )
  } else if (isList && !shape.paginated) {
    notes.push(`Query.${field} does not answer { items totalCount page pageSize }; edit the QUERY to its shape.`)
  }
  const options: CellOptions = {
    name,
    field,
    fields: shape?.fields.length ? shape.fields : [{ name: 'id', scalar: 'Int', isList: false }],
    isList,
    paginated: shape ? shape.paginated : isList,
    byId: shape ? shape.args.includes('id') : !isList,
    typeName: shape?.typeName ?? singularize(name),
    resultTypeName: shape?.resultTypeName ?? (isList ? `${singularize(name)}List` : name),
  }
  const dir = `web/src/components/${unit.domain}/${name}Cell`
  const plan: Plan = {
    files: [
      { path: `${dir}/${name}Cell.tsx`, content: cellTemplate(options) },
      { path: `${dir}/${name}Cell.test.tsx`, content: cellTestTemplate(options) },
    ],
    edits: [],
    notes,
  }
  checkOperationNames(root, [cellOperation(options)], plan)
  return plan
}

export function componentPlan(rawName: string | undefined): Plan {
  const { domain, name } = parseUnitName(rawName, 'component')
  const dir = `web/src/components/${domain}/${name}`
  return {
    files: [
      { path: `${dir}/${name}.tsx`, content: componentTemplate({ name }) },
      { path: `${dir}/${name}.test.tsx`, content: componentTestTemplate({ name }) },
    ],
    edits: [],
    notes: [],
  }
}

export function layoutPlan(rawName: string | undefined): Plan {
  const unit = parseUnitName(rawName, 'layout')
  if (rawName?.includes('/')) throw new UsageError('Layouts have no domain folder: web/src/layouts/<Name>Layout.')
  const name = withoutSuffix(unit.name, 'Layout')
  const dir = `web/src/layouts/${name}Layout`
  return {
    files: [
      { path: `${dir}/${name}Layout.tsx`, content: layoutTemplate({ name }) },
      { path: `${dir}/${name}Layout.test.tsx`, content: layoutTestTemplate({ name }) },
    ],
    edits: [],
    notes: [`Give it a name in the route table's RouteLayout (web/src/routeTable.ts) and a <Set wrap={${name}Layout}> for that layout in web/src/Routes.tsx (import it like AuthLayout).`],
  }
}

/**
 * Refuses operation names another web file already uses: codegen types operations by name, so
 * two `query FindWidget` would break `yarn rw gen`. Files the plan overwrites do not count.
 */
export function checkOperationNames(root: string, names: string[], plan: Plan) {
  const own = new Set(plan.files.map((file) => path.join(root, file.path)))
  const taken: string[] = []
  const pattern = new RegExp(`\\b(?:query|mutation|subscription)\\s+(${names.join('|')})\\b`, 'g')
  findFile(path.join(root, 'web/src'), (file) => {
    if (!/\.tsx?$/.test(file) || own.has(file) || file.includes(`${path.sep}types${path.sep}`)) return false
    for (const [, name] of readFileSync(file, 'utf8').matchAll(pattern)) taken.push(`${name} (${path.relative(root, file)})`)
    return false
  })
  if (taken.length) {
    throw new UsageError(`Not generating: GraphQL operation names must be unique in web/src, and these are taken: ${taken.join(', ')}.`)
  }
}

function findFile(dir: string, matches: (file: string) => boolean): string | null {
  if (!existsSync(dir)) return null
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      const inside = findFile(full, matches)
      if (inside) return inside
    } else if (!entry.includes('.test.') && matches(full)) {
      return full
    }
  }
  return null
}
