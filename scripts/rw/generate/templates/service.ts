// api/src/services/<models>/<models>.ts: the list on paginate(), the detail, and create/update/
// delete each in one transaction with its info-log row. Input is checked by the shared zod schema.
import type { Model } from '../model'
import { titleField } from './scaffoldFields'
import { sortableFields } from './sdl'
import { schemaName } from './validation'

export function serviceTemplate(model: Model) {
  const { Model, model: one, models, idField } = model
  const table = `${models}Table`
  const action = model.entityType.replace(/_/g, '-')
  const schema = schemaName(model)
  const hasUpdatedAt = model.fields.some((field) => field.name === 'updatedAt' && field.graphqlType === 'DateTime')
  const converted = model.inputFields.filter((field) => field.timestampAsDate || field.numericAsString)
  const sortable = sortableFields(model)
    .map((name) => `${name}: ${table}.${name}`)
    .join(', ')
  // Rows become the contract's shape where they differ: DateTime is an ISO 8601 instant, Float a number.
  const outputs = model.fields.filter((field) => !field.isList && (field.timestampAsDate || field.numericAsString))
  const answer = (row: string) => (outputs.length ? `to${Model}(${row})` : row)
  const searched = titleField(model)
  const created = rowOf(converted, [])
  const updated = rowOf(converted, hasUpdatedAt ? ['updatedAt: new Date()'] : [])

  return `// ${models}, ${one}, create${Model}, update${Model} and delete${Model} (api/src/graphql/${models}.sdl.ts). Who
// may call each is the SDL's @requireAccess; the rules of a ${one} are common/validation/${models}.ts.
import { count, desc, eq${searched ? ', ilike' : ''} } from 'drizzle-orm'
${searched ? "import { z } from 'zod'\n" : ''}import { ${schema} } from '../../../../common/validation/${models}'
import { ${models} as ${table} } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError${hasUpdatedAt ? '' : ', UserInputError'} } from '../../lib/errors'
import { ${searched ? 'pageArgsSchema, ' : ''}paginate } from '../../lib/paginate'
${searched ? "import { escapeLike } from '../../lib/sql'\n" : ''}import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'

/** What the list may be sorted by; newest (highest id) first otherwise, and to break ties. */
const sortable = { ${sortable} }

${searched ? `/** The list's arguments: the page, and the search (part of the ${searched.name}, any case). */
const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').nullish(),
})

export const ${models} = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid ${one} list request')
  // One statement each for the page and the count, both through the builder (docs/architecture.md,
  // "Data access in services"); %, _ and \\ in a search are taken literally.
  const where = search ? ilike(${table}.${searched.name}, \`%\${escapeLike(search)}%\`) : undefined
  return paginate(args, {
    sortable,
    defaultSort: [desc(${table}.${idField.name})],
    rows: ${outputs.length ? 'async ' : ''}({ limit, offset, orderBy }) =>
      ${outputs.length ? `(await db.select().from(${table}).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(to${Model})` : `db.select().from(${table}).where(where).orderBy(...orderBy).limit(limit).offset(offset)`},
    count: async () => (await db.select({ total: count() }).from(${table}).where(where))[0].total,
  })
}) satisfies QueryResolvers['${models}']` : `export const ${models} = (async (args) =>
  paginate(args, {
    sortable,
    defaultSort: [desc(${table}.${idField.name})],
    rows: ${outputs.length ? 'async ' : ''}({ limit, offset, orderBy }) =>
      ${outputs.length ? `(await db.select().from(${table}).orderBy(...orderBy).limit(limit).offset(offset)).map(to${Model})` : `db.select().from(${table}).orderBy(...orderBy).limit(limit).offset(offset)`},
    count: async () => (await db.select({ total: count() }).from(${table}))[0].total,
  })) satisfies QueryResolvers['${models}']`}

export const ${one} = (async ({ id }) => {
  const [row] = await db.select().from(${table}).where(eq(${table}.${idField.name}, id))
  return row ? ${answer('row')} : null
}) satisfies QueryResolvers['${one}']

export const create${Model} = (async ({ input }) => {
  const values = parseInput(${schema}, input)
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(${table}).values(${created}).returning()
    await logChange(tx, 'created', row.${idField.name}, values)
    return ${answer('row')}
  })
}) satisfies MutationResolvers['create${Model}']

export const update${Model} = (async ({ id, input }) => {
  // Only the fields given change; each is checked by the same rule as on create.
  const values = parseInput(${schema}.partial(), input)
${hasUpdatedAt ? '' : `  if (!Object.keys(values).length) throw new UserInputError('Give at least one field to change')
`}  return db.transaction(async (tx) => {
    const [row] = await tx.update(${table}).set(${updated}).where(eq(${table}.${idField.name}, id)).returning()
    if (!row) throw new NotFoundError('${model.Model} not found')
    await logChange(tx, 'updated', id, values)
    return ${answer('row')}
  })
}) satisfies MutationResolvers['update${Model}']

export const delete${Model} = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(${table}).where(eq(${table}.${idField.name}, id)).returning()
    if (!row) throw new NotFoundError('${model.Model} not found')
    // The row as it was: the log is the only place it still exists.
    await logChange(tx, 'deleted', id, { ...row })
    return ${answer('row')}
  })) satisfies MutationResolvers['delete${Model}']

/** The info-log row of a change: what, to which ${one}, and who (with the admin behind an impersonated session). */
function logChange(tx: Executor, change: 'created' | 'updated' | 'deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    {
      action: \`${action}-\${change}\`,
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: '${model.entityType}',
      entityId: id,
      details,
    },
    tx,
  )
}
${outputs.length ? outputTemplate(model, outputs) : ''}`
}

function outputTemplate(model: Model, outputs: Model['fields']) {
  const changes = outputs.map((field) => {
    const value = `row.${field.name}`
    const change = field.timestampAsDate ? `${value}.toISOString()` : `Number(${value})`
    return `    ${field.name}: ${field.required ? change : `${value} == null ? null : ${change}`},`
  })
  return `
/** A row as the API answers it: DateTime is an ISO 8601 instant in the contract${outputs.some((field) => field.numericAsString) ? ', Float a number' : ''}. */
function to${model.Model}(row: typeof ${model.models}Table.$inferSelect) {
  return {
    ...row,
${changes.join('\n')}
  }
}
`
}

/**
 * The checked input as the table stores it: timestamps as Dates (the input is an ISO string),
 * numerics as strings (Drizzle reads and writes numeric as text); `extra` adds columns.
 */
function rowOf(converted: Model['fields'], extra: string[]) {
  const changes = converted.map((field) => {
    const value = `values.${field.name}`
    return `${field.name}: ${value} == null ? ${value} : ${field.timestampAsDate ? `new Date(${value})` : `String(${value})`}`
  })
  const all = [...changes, ...extra]
  return all.length ? `{ ...values, ${all.join(', ')} }` : 'values'
}
