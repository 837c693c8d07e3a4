// What the scaffold's web files need beyond the table: the create button's words and function
// flag, the fields the API answers beyond the form's (schema.graphql), the input types the
// mutations take, and how the record's key travels (Int or String). Read once per run from the
// project, so regenerating a domain reads what the domain already says (its function flag's
// meaning, its SDL) instead of a copy kept in the generator.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, getNamedType, isScalarType, isObjectType } from 'graphql'
import type { Field, Model } from '../model'
import { humanize, paramCase } from '../names'
import { formFields } from './scaffoldForm'
import { schemaName } from './validation'

export const FLAG_MEANINGS = 'web/src/components/AccessLevels/flagMeanings.ts'

export type ScaffoldContext = {
  /** The function flag the create button (and createX) needs: batch_create, payment-term_create. */
  createFlag: string
  /** The create button's words: the flag's meaning ("Shows the Launch New Batch button."), else "New widget". */
  createLabel: string
  /** Fields the API answers beyond the fragment, in the SDL's order (isCurrent, memberCount, createdAt...). */
  answered: string[]
  /** The input types of create and update (one BatchInput, or CreateWidgetInput / UpdateWidgetInput). */
  createInput: string
  updateInput: string
  /** Fields the shared zod schema narrows to a choice (z.enum) though the column is plain text. */
  choices: string[]
}

/** The create function flag of a model: the model in kebab case, then _create (the spec's names). */
export const createFlagOf = (model: Model) => `${paramCase(model.Model)}_create`

/** The meaning written for a new function flag; the create button's words are read back from it. */
export const createMeaning = (model: Model) => `Shows the New ${humanize(model.Model).toLowerCase()} button.`

export function scaffoldContext(model: Model, root: string, choices: string[] = []): ScaffoldContext {
  const createFlag = createFlagOf(model)
  const meanings = path.join(root, FLAG_MEANINGS)
  const meaning = existsSync(meanings)
    ? new RegExp(`^ *'?${createFlag}'?: '([^']*)',$`, 'm').exec(readFileSync(meanings, 'utf8'))?.[1]
    : undefined
  const createLabel = /^Shows the (.+) button\.$/.exec(meaning ?? createMeaning(model))?.[1] ?? `New ${humanize(model.Model).toLowerCase()}`
  const fragment = new Set(fragmentFields(model).map((field) => field.name))
  const shape = readTypes(root, model)
  const answered = (shape?.fields ?? model.fields.filter((field) => !field.isList && field.graphqlType !== 'JSON').map((field) => field.name)).filter(
    (name) => !fragment.has(name),
  )
  return {
    createFlag,
    createLabel,
    answered,
    createInput: shape?.createInput ?? `Create${model.Model}Input`,
    updateInput: shape?.updateInput ?? `Update${model.Model}Input`,
    choices,
  }
}

/** The scalar fields of the model's type and its mutations' input types, from schema.graphql when it has them. */
function readTypes(root: string, model: Model) {
  const file = path.join(root, 'schema.graphql')
  if (!existsSync(file)) return null
  const schema = buildSchema(readFileSync(file, 'utf8'), { assumeValid: true })
  const type = schema.getType(model.Model)
  if (!isObjectType(type)) return null
  const mutations = schema.getMutationType()?.getFields() ?? {}
  const inputOf = (name: string) => {
    const arg = mutations[name]?.args.find((candidate) => candidate.name === 'input')
    return arg ? getNamedType(arg.type).name : undefined
  }
  return {
    fields: Object.values(type.getFields())
      .filter((field) => isScalarType(getNamedType(field.type)) && !field.args.length)
      .map((field) => field.name),
    createInput: inputOf(`create${model.Model}`),
    updateInput: inputOf(`update${model.Model}`),
  }
}

/** What the form edits, and so what every query of the record selects: the key, then the form's fields. */
export const fragmentFields = (model: Model): Field[] => [model.idField, ...formFields(model).filter((field) => !field.isPrimaryKey)]

/** The key's GraphQL and TypeScript types and its route parameter. */
export function keyOf(model: Model) {
  const isInt = model.idField.graphqlType === 'Int'
  return { graphql: isInt ? 'Int' : 'String', ts: isInt ? 'number' : 'string', param: isInt ? '{id:Int}' : '{id}' }
}

/** A key typed in the form (a text key is chosen on create and read-only after). */
export const keyIsInput = (model: Model) => formFields(model).some((field) => field.isPrimaryKey)

/** The fragment's constant: BATCH_FIELDS, PAYMENT_TERM_FIELDS. */
export const fragmentConst = (model: Model) => `${model.entityType.toUpperCase()}_FIELDS`

/** Source lines of a `//` comment, wrapped at 100 columns. */
export function comment(text: string, width = 100): string {
  const lines: string[] = []
  let line = '//'
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > width && line !== '//') {
      lines.push(line)
      line = '//'
    }
    line += ` ${word}`
  }
  lines.push(line)
  return lines.join('\n')
}

/** `user?.functionAccess?.batch_create`, or `?.['payment-term_create']` for a name with a dash. */
export const functionAccess = (flag: string) => (/^[a-z_][a-z0-9_]*$/i.test(flag) ? `user?.functionAccess?.${flag}` : `user?.functionAccess?.['${flag}']`)

/**
 * The fields the model's shared schema (common/validation/<models>.ts, when it exists) takes as a
 * choice: a column typed `text().$type<'a' | 'b'>()` is plain text to the generator, but the
 * schema's z.enum says what the form may hold, and the edit form's values are cast to it.
 */
export async function loadChoices(root: string, model: Model): Promise<string[]> {
  const file = path.join(root, `common/validation/${model.models}.ts`)
  if (!existsSync(file)) return []
  const module = (await import(file)) as Record<string, unknown>
  const schema = module[schemaName(model)] as { shape?: Record<string, ZodLike> } | undefined
  if (!schema?.shape) return []
  return Object.entries(schema.shape)
    .filter(([, rule]) => isChoice(rule))
    .map(([name]) => name)
}

type ZodLike = { def?: { type?: string; innerType?: ZodLike; in?: ZodLike } }

function isChoice(rule: ZodLike | undefined): boolean {
  const def = rule?.def
  if (!def) return false
  if (def.type === 'enum') return true
  return isChoice(def.innerType ?? def.in)
}
