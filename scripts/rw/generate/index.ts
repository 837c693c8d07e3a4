// `yarn rw g <generator> <Name>` (or `generate`): every page, cell, component, layout, SDL and
// service starts from a generator that writes it in the project's own layout and style
// (docs/generators.md). A generator never overwrites a file unless told to (--force).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../api/src/lib/env'
import { UsageError } from '../run'
import { cellPlan, componentPlan, layoutPlan, pagePlan } from './webPlans'
import { scaffoldPlan, sdlPlan, servicePlan } from './modelPlans'
import { loadTables, readModel } from './model'
import { loadChoices } from './templates/scaffoldContext'
import { applyPlan, type Plan } from './writer'

export const generateUsage = `Usage: yarn rw g <generator> <Name> [options]      (g is short for generate)

  page <Name> [path]     web/src/pages/<Domain>/<Name>Page and its route (path default: /<name>)
  cell <Name> [--list]   web/src/components/<Domain>/<Name>Cell: QUERY, Loading, Empty, Failure, Success
  component <Name>       web/src/components/<Domain>/<Name> and its test
  layout <Name>          web/src/layouts/<Name>Layout and its test
  sdl <Model>            the API of a db/schema table: SDL, service, scenarios, tests, zod schema,
                         registry entry and page flags
  service <Model>        the service, scenarios, tests and zod schema of a table whose SDL exists
  scaffold <Model>       sdl, plus the admin list, detail, new and edit pages, cells, form and routes

  <Name> may be Domain/Name to pick the domain folder (default: the name, singular).
  <Model> is singular PascalCase; its table is db/schema's export of the camelCase plural
  (Widget -> widgets).
  --force                overwrite files that exist (without it, nothing is written)

  Guide and examples: docs/generators.md`

type Options = { force: boolean; list: boolean; positional: string[] }

/** Splits the arguments after the generator's name; unknown flags are a usage error. */
export function parseOptions(generator: string, args: string[]): Options {
  const options: Options = { force: false, list: false, positional: [] }
  for (const arg of args) {
    if (arg === '--force' || arg === '-f') options.force = true
    else if (arg === '--list' && generator === 'cell') options.list = true
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option "${arg}" for "g ${generator}".\n\n${generateUsage}`)
    else options.positional.push(arg)
  }
  const allowed = generator === 'page' ? 2 : 1
  if (options.positional.length > allowed) {
    throw new UsageError(`Too many arguments for "g ${generator}": ${options.positional.join(' ')}\n\n${generateUsage}`)
  }
  return options
}

/** Builds the plan of one generator run; `root` is the project (a temp dir in tests). */
export async function planFor(generator: string, args: string[], root: string): Promise<{ plan: Plan; force: boolean }> {
  const options = parseOptions(generator, args)
  const [name, routePath] = options.positional
  const model = async () => readModel(requireName(name, 'model'), await loadTables(root))
  switch (generator) {
    case 'page':
      return { plan: await pagePlan(root, name, routePath), force: options.force }
    case 'cell':
      return { plan: cellPlan(root, name, options.list), force: options.force }
    case 'component':
      return { plan: componentPlan(name), force: options.force }
    case 'layout':
      return { plan: layoutPlan(name), force: options.force }
    case 'sdl':
      return { plan: sdlPlan(await model()), force: options.force }
    case 'service': {
      const described = await model()
      if (!existsSync(path.join(root, `api/src/graphql/${described.models}.sdl.ts`))) {
        throw new UsageError(
          `api/src/graphql/${described.models}.sdl.ts does not exist: "yarn rw g sdl ${described.Model}" writes the SDL and this service together.`,
        )
      }
      return { plan: servicePlan(described), force: options.force }
    }
    case 'scaffold': {
      const described = await model()
      return { plan: scaffoldPlan(described, root, await loadChoices(root, described)), force: options.force }
    }
    default:
      throw new UsageError(generator ? `Unknown generator "${generator}".\n\n${generateUsage}` : generateUsage)
  }
}

function requireName(name: string | undefined, what: string): string {
  if (!name) throw new UsageError(`Name the ${what}, e.g. "yarn rw g sdl Widget" for the table exported as widgets.`)
  if (name.includes('/')) throw new UsageError(`A model is named alone ("${name.split('/').pop()}"): its domain is its table's name.`)
  return name
}

export async function generateCommand(args: string[], root = projectRoot) {
  const [generator, ...rest] = args
  if (!generator || generator === 'help' || generator === '--help') {
    console.log(generateUsage)
    return
  }
  const { plan, force } = await planFor(generator, rest, root)
  applyPlan(plan, { root, force })
}
