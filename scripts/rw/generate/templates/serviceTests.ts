// <models>.scenarios.ts (the named rows a test starts from) and <models>.test.ts (what each
// operation answers and what the data becomes, on the real test database).
import { invalidSample, sampleRowValue, sampleValue } from '../fields'
import type { Field, Model } from '../model'
import { createFlagOf } from './scaffoldContext'
import { titleField } from './scaffoldFields'
import { modelFlags } from './sdl'
import { messagesName } from './validation'

/** Columns an insert must name: NOT NULL without a default (the primary key aside). */
const requiredColumns = (model: Model) => model.fields.filter((field) => field.required && !field.hasDefault && !field.isPrimaryKey)

export function scenariosTemplate(model: Model) {
  const { Model, models } = model
  const flags = modelFlags(model)
  const createFlag = createFlagOf(model)
  const table = `${models}Table`
  const defaults = requiredColumns(model)
    .map((field) => `${field.name}: ${sampleRowValue(field, model, 1)}`)
    .join(', ')
  const numbered = (n: number) =>
    model.inputFields
      .filter((field) => field.graphqlType !== 'JSON')
      .map((field) => `${field.name}: ${sampleRowValue(field, model, n)}`)
      .join(', ')
  return `// Rows the ${models} tests start from: scenario('title', standard, async ({ admin, one }) => ...).
import { ${models} as ${table} } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A ${model.model} row; every column the caller does not name gets a valid value. */
export async function insert${Model}(values: Partial<typeof ${table}.$inferInsert> = {}) {
  const [row] = await db.insert(${table}).values({ ${defaults}${defaults ? ', ' : ''}...values }).returning()
  return row
}

/** Someone signed in (as a request carries them) whose access level holds exactly these flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/** Two ${models}; an admin holding the four ${models} page flags and ${createFlag}, and a member holding none of them. */
export const standard = async () => ({
  admin: await signedIn(
    'tribe-team-ro',
    { ${flags.list}: true, ${flags.detail}: true, ${flags.create}: true, ${flags.edit}: true },
    { ${/^[a-z_][a-z0-9_]*$/i.test(createFlag) ? createFlag : `'${createFlag}'`}: true },
  ),
  member: await signedIn('member', { home: true }),
  one: await insert${Model}({ ${numbered(1)} }),
  two: await insert${Model}({ ${numbered(2)} }),
})
`
}

export function serviceTestTemplate(model: Model) {
  const { Model, model: one, models, idField } = model
  const table = `${models}Table`
  const messages = messagesName(model)
  const fields = model.inputFields.filter((field) => field.graphqlType !== 'JSON')
  const input = (n: number) => fields.map((field) => `${field.name}: ${sampleValue(field, model, n)}`).join(', ')
  const stored = (n: number) => fields.map((field) => `${field.name}: ${sampleRowValue(field, model, n)}`).join(', ')
  const invalid = fields.map((field) => ({ field, sample: invalidSample(field, messages) })).find((entry) => entry.sample)
  const [changed, kept] = pickUpdateFields(fields)
  const action = model.entityType.replace(/_/g, '-')

  return `import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
${invalid ? `import { ${messages} } from '../../../../common/validation/${models}'\n` : ''}import { infoLogs, ${models} as ${table} } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { create${Model}, delete${Model}, update${Model}, ${one}, ${models} } from './${models}'
import { standard } from './${models}.scenarios'

/** A valid input: every field the form sends. */
const valid = { ${input(3)} }

/** The info-log rows of one kind of change to one ${one}. */
const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

/** The error a call was refused with (the test fails when it was not refused). */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

describe('${models}', () => {
  scenario('pages the ${models} newest first, and sorts by a column on request', standard, async ({ admin, one, two }) => {
    const first = await asUser(admin, () => ${models}({}))
    expect(first).toMatchObject({ totalCount: 2, page: 1, pageSize: 10 })
    expect(first.items.map((row) => row.${idField.name})).toEqual([two.${idField.name}, one.${idField.name}])
    const second = await asUser(admin, () => ${models}({ sortBy: '${idField.name}', sortOrder: 'asc', page: 2, pageSize: 1 }))
    expect(second.items.map((row) => row.${idField.name})).toEqual([two.${idField.name}])
    // The same list through the schema, as the web asks for it.
    const result = await runGraphql(admin, 'query { ${models}(pageSize: 1) { items { ${idField.name} } totalCount } }')
    expect(result.data).toEqual({ ${models}: { items: [{ ${idField.name}: two.${idField.name} }], totalCount: 2 } })
  })

${searchScenario(model)}  scenario('answers one ${one}, or null when there is none', standard, async ({ admin, one }) => {
    expect(await asUser(admin, () => ${one}({ id: one.${idField.name} }))).toMatchObject(${shownOf(model, 'one')})
    expect(await asUser(admin, () => ${one}({ id: 999_999 }))).toBeNull()
  })
})

describe('create${Model}', () => {
  scenario('stores a valid ${one} and logs who created it', standard, async ({ admin }) => {
    const created = await asUser(admin, () => create${Model}({ input: valid }))
    const [row] = await db.select().from(${table}).where(eq(${table}.${idField.name}, created.${idField.name}))
    expect(row).toMatchObject({ ${stored(3)} })
    expect(await logsOf('${action}-created', created.${idField.name})).toMatchObject([{ userId: admin.id, entityType: '${model.entityType}' }])
  })
${
  invalid
    ? `
  scenario('refuses invalid input with a message on the field, and stores nothing', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => create${Model}({ input: { ...valid, ${invalid.field.name}: ${invalid.sample!.value} } })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toEqual({ ${invalid.field.name}: [${invalid.sample!.message}] })
    expect(await db.select().from(${table})).toHaveLength(2)
  })
`
    : ''
}})

describe('update${Model}', () => {
  scenario('changes only the fields given, and logs it', standard, async ({ admin, one }) => {
    await asUser(admin, () => update${Model}({ id: one.${idField.name}, input: { ${changed.name}: ${sampleValue(changed, model, 4)} } }))
    const [row] = await db.select().from(${table}).where(eq(${table}.${idField.name}, one.${idField.name}))
    expect(row).toMatchObject({ ${changed.name}: ${sampleRowValue(changed, model, 4)}${kept ? `, ${kept.name}: one.${kept.name}` : ''} })
    expect(await logsOf('${action}-updated', one.${idField.name})).toHaveLength(1)
  })

  scenario('answers NOT_FOUND for a ${one} that does not exist', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => update${Model}({ id: 999_999, input: { ${changed.name}: ${sampleValue(changed, model, 4)} } })))
    expect(refused.extensions.code).toBe('NOT_FOUND')
  })
})

describe('delete${Model}', () => {
  scenario('deletes the ${one}, keeping it in the info log', standard, async ({ admin, one, two }) => {
    expect(await asUser(admin, () => delete${Model}({ id: one.${idField.name} }))).toMatchObject(${shownOf(model, 'one')})
    expect(await db.select().from(${table})).toEqual([two])
    const [log] = await logsOf('${action}-deleted', one.${idField.name})
    expect(log).toMatchObject({ userId: admin.id, details: { ${idField.name}: one.${idField.name} } })
  })
})

describe('${models} access', () => {
  scenario('is refused without the ${models} page flags, and signed out', standard, async ({ member, one }) => {
    const forbidden = [
      'query { ${models} { totalCount } }',
      \`query { ${one}(id: \${one.${idField.name}}) { ${idField.name} } }\`,
      \`mutation { delete${Model}(id: \${one.${idField.name}}) { ${idField.name} } }\`,
    ]
    for (const document of forbidden) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    }
    expect((await runGraphql(null, 'query { ${models} { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(await db.select().from(${table})).toHaveLength(2)
  })
})
`
}

/** `{ id: one.id, name: one.name }`: what a test compares an answered record by (the key and its text fields). */
function shownOf(model: Model, row: string) {
  const texts = model.fields.filter((field) => field.graphqlType === 'String' && !field.isList)
  return `{ ${[model.idField, ...texts].map((field) => `${field.name}: ${row}.${field.name}`).join(', ')} }`
}

/** The field the update test changes (a text one if any) and one it checks is kept. */
function pickUpdateFields(fields: Field[]): [Field, Field | undefined] {
  const changed = fields.find((field) => field.graphqlType === 'String' && !field.enumValues) ?? fields[0]
  return [changed, fields.find((field) => field !== changed)]
}

/** The list's search, when the model has a name to search (the title field). */
function searchScenario(model: Model) {
  const searched = titleField(model)
  if (!searched) return ''
  const { models, idField } = model
  return `  scenario('finds ${models} by part of the ${searched.label.toLowerCase()} in any case, a % taken literally', standard, async ({ admin, one }) => {
    const found = await asUser(admin, () => ${models}({ search: one.${searched.name}.toUpperCase() }))
    expect(found.items.map((row) => row.${idField.name})).toEqual([one.${idField.name}])
    expect(await asUser(admin, () => ${models}({ search: '%' }))).toMatchObject({ items: [], totalCount: 0 })
  })

`
}
