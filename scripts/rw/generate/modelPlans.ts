// The model generators: sdl (the API of a table), service (its resolvers, when the SDL exists)
// and scaffold (sdl plus the admin pages). Each returns a plan; the command applies it.
import { UsageError } from '../run'
import { addFlagMeanings } from './edits/flagMeanings'
import { addFunctionFlag, addPageFlags } from './edits/permissions'
import { registerDomain } from './edits/registry'
import { reserveFirstSegments } from './edits/appPaths'
import { addRoutes } from './edits/routes'
import type { Model } from './model'
import { modelFlags, sdlTemplate } from './templates/sdl'
import { humanize } from './names'
import { serviceTemplate } from './templates/service'
import { scenariosTemplate, serviceTestTemplate } from './templates/serviceTests'
import { validationTemplate } from './templates/validation'
import { scaffoldRoutes, scaffoldWebFiles } from './templates/scaffold'
import { createFlagOf, createMeaning, scaffoldContext } from './templates/scaffoldContext'
import { checkOperationNames } from './webPlans'
import type { Plan } from './writer'

function checkModel(model: Model) {
  if (model.idField.graphqlType !== 'Int') {
    throw new UsageError(
      `The API generators write a table keyed by an integer; "${model.tableName}" is keyed by text (${model.idField.name}). ` +
        `Write its SDL and service by hand (as paymentTerms); "g scaffold" then writes its pages.`,
    )
  }
  if (!model.inputFields.length) {
    throw new UsageError(`The table "${model.tableName}" has no column an input could set (only its key and timestamps).`)
  }
}

function skippedNote(model: Model): string[] {
  if (!model.skipped.length) return []
  const list = model.skipped.map((column) => `${column.name} (${column.columnType})`).join(', ')
  return [`Left out (no GraphQL mapping): ${list}. Add them to the SDL, schema and form by hand.`]
}

function foreignKeyNote(model: Model): string[] {
  const keys = model.fields.filter((field) => field.references && field.required && !field.hasDefault)
  if (!keys.length) return []
  const list = keys.map((field) => `${field.name} -> ${field.references}`).join(', ')
  return [
    `Required references: ${list}. insert${model.Model}() in the scenarios gives them a made-up id: create the ` +
      `referenced rows in ${model.models}.scenarios.ts (the tests fail until it does).`,
  ]
}

/** The service, its scenarios and tests, and the zod schema they share with the web form. */
export function servicePlan(model: Model): Plan {
  checkModel(model)
  const dir = `api/src/services/${model.models}`
  return {
    files: [
      { path: `common/validation/${model.models}.ts`, content: validationTemplate(model) },
      { path: `${dir}/${model.models}.ts`, content: serviceTemplate(model) },
      { path: `${dir}/${model.models}.scenarios.ts`, content: scenariosTemplate(model) },
      { path: `${dir}/${model.models}.test.ts`, content: serviceTestTemplate(model) },
    ],
    edits: [],
    notes: [...skippedNote(model), ...foreignKeyNote(model)],
  }
}

/** The SDL, registered, with its page flags and the create button's function flag; and the service beside it. */
export function sdlPlan(model: Model): Plan {
  const service = servicePlan(model)
  const flags = modelFlags(model)
  return {
    files: [{ path: `api/src/graphql/${model.models}.sdl.ts`, content: sdlTemplate(model) }, ...service.files],
    edits: [...flagEdits(model), registerDomain(model.models)],
    notes: [
      ...service.notes,
      `Next: "yarn rw gen" (types for the new operations), then grant the page flags ${Object.values(flags).join(', ')} ` +
        `and the function flag ${createFlagOf(model)} to the access levels that need them at /access-levels ` +
        `("yarn rw db reset" gives the demo admin every flag).`,
    ],
  }
}

/** The four page flags and the create function flag (with its meaning, which names the button). */
function flagEdits(model: Model) {
  const flags = modelFlags(model)
  const createFlag = createFlagOf(model)
  const label = humanize(model.Model).toLowerCase()
  return [
    addPageFlags(model.models, [flags.list, flags.detail, flags.create, flags.edit]),
    addFunctionFlag(createFlag),
    addFlagMeanings({
      area: [model.models, humanize(model.Models)],
      pages: [
        [flags.list, `The ${humanize(model.Models).toLowerCase()} list.`],
        [flags.detail, `One ${label}, read-only.`],
        [flags.create, `The new ${label} form (saving needs ${createFlag}).`],
        [flags.edit, `Change or delete a ${label}.`],
      ],
      createFlag: [createFlag, createMeaning(model)],
    }),
  ]
}

/**
 * sdl, plus the admin list, detail, new and edit pages with their cells, form and routes. A table
 * keyed by text gets its pages alone: its API is written by hand.
 */
export function scaffoldPlan(model: Model, root: string, choices: string[] = []): Plan {
  const textKey = model.idField.graphqlType !== 'Int'
  const api: Plan = textKey
    ? {
        files: [],
        edits: flagEdits(model),
        notes: [`"${model.tableName}" is keyed by text: wrote the pages only. The SDL (api/src/graphql/${model.models}.sdl.ts) and service are yours to write.`],
      }
    : sdlPlan(model)
  const plan: Plan = {
    files: [...api.files, ...scaffoldWebFiles(model, scaffoldContext(model, root, choices))],
    edits: [...api.edits, addRoutes(scaffoldRoutes(model)), reserveFirstSegments(scaffoldRoutes(model).map((route) => route.path))],
    notes: api.notes,
  }
  const { Model, Models } = model
  checkOperationNames(root, [`Find${Models}`, `Find${Model}`, `Edit${Model}`, `Create${Model}`, `Update${Model}`, `Delete${Model}`], plan)
  return plan
}
