// api/src/graphql/<models>.sdl.ts: the model's type, its paginated list, its inputs, and the
// CRUD operations, each guarded by the page flag of the page that uses it (create: the create
// button's function flag).
import { inputType, outputType } from '../fields'
import type { Model } from '../model'
import { createFlagOf } from './scaffoldContext'
import { titleField } from './scaffoldFields'

/** The page flags a model's operations and pages are guarded by (named like the routes). */
export function modelFlags(model: Model) {
  return { list: model.models, detail: model.model, create: `new${model.Model}`, edit: `edit${model.Model}` }
}

export function sdlTemplate(model: Model) {
  const flags = modelFlags(model)
  const { Model, model: one, models } = model
  const sortable = sortableFields(model).join(', ')
  const searched = titleField(model)
  const input = (mode: 'create' | 'update') =>
    model.inputFields.map((field) => `    ${field.name}: ${inputType(field, mode)}${hint(field)}`).join('\n')
  return `// ${model.Models}: the ${model.tableName} table's admin operations. Reads need the page flags of the pages
// that show them (${flags.list}, ${flags.detail}); creating needs the create button's function flag
// (${createFlagOf(model)}), changing and deleting the page flag ${flags.edit}.
export const schema = /* GraphQL */ \`
  type ${Model} {
${model.fields.map((field) => `    ${field.name}: ${outputType(field)}`).join('\n')}
  }

  type ${Model}List {
    items: [${Model}!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input Create${Model}Input {
${input('create')}
  }

  "Only the fields given change."
  input Update${Model}Input {
${input('update')}
  }

  type Query {
    """
    ${model.Models}, newest first. page is 1-based; pageSize 1..100 (10). sortBy one of the fields
    below (sortOrder asc unless desc), then newest first:
    ${sortable}.${searched ? `
    search: part of the ${searched.name} (at most 100 characters).` : ''}
    """
    ${models}(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder${searched ? ', search: String' : ''}): ${Model}List! @requireAccess(page: "${flags.list}")
    "One ${one}; null when there is none with this id."
    ${one}(id: Int!): ${Model} @requireAccess(page: "${flags.detail}")
  }

  type Mutation {
    "The create button's function flag (${createFlagOf(model)}), as the web's access helper checks it."
    create${Model}(input: Create${Model}Input!): ${Model}! @requireAccess(function: "${createFlagOf(model)}")
    update${Model}(id: Int!, input: Update${Model}Input!): ${Model}! @requireAccess(page: "${flags.edit}")
    "Deletes the ${one} and answers it as it was."
    delete${Model}(id: Int!): ${Model}! @requireAccess(page: "${flags.edit}")
  }
\`
`
}

/** The fields a list may be sorted by: every plain column (not lists, not JSON). */
export function sortableFields(model: Model): string[] {
  return model.fields.filter((field) => !field.isList && field.graphqlType !== 'JSON').map((field) => field.name)
}

function hint(field: Model['fields'][number]) {
  if (field.graphqlType === 'Date') return ' # YYYY-MM-DD'
  if (field.graphqlType === 'DateTime') return ' # ISO 8601 with an offset'
  return ''
}
