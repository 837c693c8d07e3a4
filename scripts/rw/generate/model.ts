// A model as the generators see it: the Drizzle table exported as the model's camelCase plural
// (Widget -> `widgets` in db/schema/index.ts), read with getTableConfig, and each column's
// GraphQL type, TypeScript type and form field.
import { getTableColumns, is, type Column } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { UsageError } from '../run'
import { humanize, modelNames, type ModelNames } from './names'

/** The GraphQL scalar of a column; Date is 'YYYY-MM-DD', DateTime an ISO timestamp. */
export type GraphqlScalar = 'String' | 'Int' | 'Float' | 'Boolean' | 'DateTime' | 'Date' | 'JSON'

export type Field = {
  /** The column's property in the Drizzle table (and the GraphQL field). */
  name: string
  label: string
  graphqlType: GraphqlScalar
  /** A column array, e.g. text().array(): `[String!]` in the SDL, left out of inputs and forms. */
  isList: boolean
  /** NOT NULL in the database. */
  required: boolean
  /** The database fills it when the insert leaves it out. */
  hasDefault: boolean
  /** A plain default value (number, string, boolean) the new-record form can start from. */
  defaultValue?: string | number | boolean
  isPrimaryKey: boolean
  /** text({ enum: [...] }): the allowed values. */
  enumValues?: string[]
  /** varchar(n) / char(n): the longest value. */
  maxLength?: number
  /** numeric in its default mode: Drizzle reads and writes it as a string. */
  numericAsString: boolean
  /** timestamp in 'date' mode: the service turns the input's ISO string into a Date. */
  timestampAsDate: boolean
  /** The SQL table a foreign key on this column points at. */
  references?: string
}

export type Model = ModelNames & {
  /** The SQL table name. */
  tableName: string
  fields: Field[]
  /** The one-column primary key the generated code reads and writes by: an integer, or text (the web only). */
  idField: Field
  /** Fields the create/update inputs take: no primary key, no defaulted timestamps, no lists. */
  inputFields: Field[]
  /** Columns left out because they have no GraphQL mapping (reported to the user). */
  skipped: { name: string; columnType: string }[]
}

const SCALARS: Record<string, GraphqlScalar> = {
  PgText: 'String',
  PgVarchar: 'String',
  PgChar: 'String',
  PgUUID: 'String',
  PgEnumColumn: 'String',
  PgTime: 'String',
  PgInterval: 'String',
  PgInteger: 'Int',
  PgSerial: 'Int',
  PgSmallInt: 'Int',
  PgSmallSerial: 'Int',
  // Beyond GraphQL's 32-bit Int; a JavaScript number holds them exactly up to 2^53.
  PgBigInt53: 'Float',
  PgBigSerial53: 'Float',
  PgBoolean: 'Boolean',
  PgTimestamp: 'DateTime',
  PgTimestampString: 'DateTime',
  PgDate: 'Date',
  PgDateString: 'Date',
  PgNumeric: 'Float',
  PgNumericNumber: 'Float',
  PgReal: 'Float',
  PgDoublePrecision: 'Float',
  PgJsonb: 'JSON',
  PgJson: 'JSON',
}

/** Finds the model's table among `tables` (db/schema/index.ts's exports) and describes it. */
export function readModel(modelName: string, tables: Record<string, unknown>): Model {
  const names = modelNames(modelName)
  const table = tables[names.models]
  if (!is(table, PgTable)) {
    const known = Object.entries(tables)
      .filter(([, value]) => is(value, PgTable))
      .map(([key]) => key)
      .sort()
    throw new UsageError(
      `No table named "${names.models}" is exported from db/schema/index.ts (the model ${names.Model} reads the table ` +
        `exported as its camelCase plural). Add the table to a db/schema/<domain>.ts file and run "yarn rw db generate" first.\n` +
        `Tables: ${known.join(', ')}`,
    )
  }
  const config = getTableConfig(table)
  const byColumn = new Map<Column, string>(Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]))
  const compositeKey = config.primaryKeys.flatMap((key) => key.columns)
  const references = new Map<Column, string>()
  for (const key of config.foreignKeys) {
    const { columns, foreignTable } = key.reference()
    for (const column of columns) references.set(column, getTableConfig(foreignTable).name)
  }

  const fields: Field[] = []
  const skipped: Model['skipped'] = []
  for (const column of config.columns) {
    const name = byColumn.get(column) ?? column.name
    const field = describe(name, column, compositeKey.includes(column))
    if (field) fields.push({ ...field, references: references.get(column) })
    else skipped.push({ name, columnType: column.columnType })
  }

  const keys = fields.filter((field) => field.isPrimaryKey)
  const idField = keys[0]
  if (keys.length !== 1 || (idField.graphqlType !== 'Int' && idField.graphqlType !== 'String') || idField.isList) {
    throw new UsageError(
      `The table "${config.name}" needs a one-column integer or text primary key (e.g. id: serial().primaryKey()) for the generated ` +
        `detail, edit and delete operations; it has ${keys.length ? keys.map((key) => key.name).join(', ') : 'none'}.`,
    )
  }
  // A text key without a default is chosen by whoever creates the row ('3-months'): an input.
  const inputFields = fields.filter(
    (field) =>
      !(field.isPrimaryKey && (field.graphqlType === 'Int' || field.hasDefault)) &&
      !field.isList &&
      !(field.graphqlType === 'DateTime' && field.hasDefault),
  )
  return { ...names, tableName: config.name, fields, idField, inputFields, skipped }
}

function describe(name: string, column: Column, inCompositeKey: boolean): Field | undefined {
  const isList = column.columnType === 'PgArray'
  const base = isList ? (column as unknown as { baseColumn: Column }).baseColumn : column
  const graphqlType = SCALARS[base.columnType]
  if (!graphqlType) return undefined
  const plain = column.default
  return {
    name,
    label: humanize(name),
    graphqlType,
    isList,
    required: column.notNull,
    hasDefault: column.hasDefault,
    defaultValue: ['string', 'number', 'boolean'].includes(typeof plain) ? (plain as string | number | boolean) : undefined,
    isPrimaryKey: column.primary || inCompositeKey,
    enumValues: base.enumValues?.length ? [...base.enumValues] : undefined,
    maxLength: (base as { length?: number }).length || undefined,
    numericAsString: base.columnType === 'PgNumeric',
    timestampAsDate: base.columnType === 'PgTimestamp',
  }
}

/** Imports the project's db/schema/index.ts (every table). */
export async function loadTables(root: string): Promise<Record<string, unknown>> {
  return (await import(`${root}/db/schema/index.ts`)) as Record<string, unknown>
}
