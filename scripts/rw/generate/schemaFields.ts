// What a cell may select: the scalar fields of a Query field's result, read from schema.graphql
// (written by `yarn rw gen`). A cell generated before its API exists selects only `id`.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, getNamedType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLOutputType } from 'graphql'

/** A scalar field of the object a cell shows: its name and its scalar's name (String, Int, Date...). */
export type ShownField = { name: string; scalar: string; isList: boolean }

export type QueryShape = {
  /** Scalar fields of the object the cell shows (for a list: of one item). */
  fields: ShownField[]
  /** The field answers a paginated list `{ items totalCount page pageSize }`. */
  paginated: boolean
  /** Names of the field's arguments. */
  args: string[]
  /** The GraphQL type of the object shown (one item of a list) and of the field's result. */
  typeName: string
  resultTypeName: string
}

/** The shape of `Query.<field>` in the project's schema.graphql, or null when it is not there. */
export function readQueryShape(root: string, field: string): QueryShape | null {
  const file = path.join(root, 'schema.graphql')
  if (!existsSync(file)) return null
  const query = buildSchema(readFileSync(file, 'utf8'), { assumeValid: true }).getQueryType()
  const found = query?.getFields()[field]
  if (!found) return null
  const result = getNamedType(found.type)
  const args = found.args.map((arg) => arg.name)
  if (!isObjectType(result)) return { fields: [], paginated: false, args, typeName: result.name, resultTypeName: result.name }
  const items = result.getFields().items
  const paginated = Boolean(items && result.getFields().totalCount && isList(items.type))
  const shown = paginated ? getNamedType(items.type) : result
  const fields = isObjectType(shown)
    ? Object.values(shown.getFields())
        .filter((candidate) => isScalarType(getNamedType(candidate.type)) && !candidate.args.length)
        .map((candidate) => ({ name: candidate.name, scalar: getNamedType(candidate.type).name, isList: isList(candidate.type) }))
    : []
  return { fields, paginated, args, typeName: shown.name, resultTypeName: result.name }
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type)
}
