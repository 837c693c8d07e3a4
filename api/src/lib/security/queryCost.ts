// What a GraphQL operation may cost before it runs: every field counts 1, and a list counts its
// selection once per row it can answer. Lists paginate on the server (docs/api.md): a list inside a
// field that takes `pageSize` (the page's `items`), or a list field that takes it itself, is priced
// by the page size asked for, literal or variable (DEFAULT_PAGE_SIZE when not given, MAX_PAGE_SIZE
// when it is not a usable number); any other list (a user's access levels, search's 20 answers) by
// DEFAULT_PAGE_SIZE. Introspection fields (__schema, __type, __typename) are free: production
// refuses introspection outright, and development's GraphiQL needs it.
//
// This runs when the operation is about to execute, not as a validation rule: yoga caches
// validation by document, and the price depends on the variables.
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../common/pagination'

type Walk = {
  schema: GraphQLSchema
  document: DocumentNode
  variables: Record<string, unknown>
  /** Fragments being priced, so a (refused anyway) cycle cannot recurse for ever. */
  visiting: Set<string>
}

export function operationCost(args: {
  schema: GraphQLSchema
  document: DocumentNode
  operation: OperationDefinitionNode
  variables?: Record<string, unknown> | null
}): number {
  const root = args.schema.getRootType(args.operation.operation)
  if (!root) return 0
  const walk: Walk = { schema: args.schema, document: args.document, variables: args.variables ?? {}, visiting: new Set() }
  return selectionCost(walk, args.operation.selectionSet, root, null)
}

/** `pageSize` passed down from the field whose page this selection is (null when none). */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, parentType: GraphQLCompositeType, pageSize: number | null): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(walk, selection, parentType, pageSize)
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? compositeType(walk.schema, selection.typeCondition.name.value) : parentType
      cost += selectionCost(walk, selection.selectionSet, type ?? parentType, pageSize)
    } else {
      const name = selection.name.value
      const fragment = walk.document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name)
      if (!fragment || fragment.kind !== Kind.FRAGMENT_DEFINITION || walk.visiting.has(name)) continue
      walk.visiting.add(name)
      cost += selectionCost(walk, fragment.selectionSet, compositeType(walk.schema, fragment.typeCondition.name.value) ?? parentType, pageSize)
      walk.visiting.delete(name)
    }
  }
  return cost
}

function fieldCost(walk: Walk, field: FieldNode, parentType: GraphQLCompositeType, parentPageSize: number | null): number {
  const name = field.name.value
  if (name.startsWith('__')) return 0
  const definition = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined
  // An unknown field is refused by validation; pricing it as a leaf keeps this total.
  if (!definition) return 1
  const takesPageSize = definition.args.some((arg) => arg.name === 'pageSize')
  const ownPageSize = takesPageSize ? pageSizeOf(walk, field) : null
  const isList = isListType(getNullableType(definition.type))
  const rows = isList ? (ownPageSize ?? parentPageSize ?? DEFAULT_PAGE_SIZE) : 1
  const named = getNamedType(definition.type)
  const children =
    field.selectionSet && (isObjectType(named) || isAbstractType(named) || isInterfaceType(named))
      ? selectionCost(walk, field.selectionSet, named, isList ? null : ownPageSize)
      : 0
  return rows * (1 + children)
}

/** The page size this field asks for: the argument's literal or variable value, clamped to 1..MAX. */
function pageSizeOf(walk: Walk, field: FieldNode): number {
  const argument = field.arguments?.find((arg) => arg.name.value === 'pageSize')
  if (!argument) return DEFAULT_PAGE_SIZE
  const value = valueOf(walk, argument.value)
  if (value === null || value === undefined) return DEFAULT_PAGE_SIZE
  if (typeof value !== 'number' || !Number.isInteger(value)) return MAX_PAGE_SIZE
  return Math.min(Math.max(value, 1), MAX_PAGE_SIZE)
}

function valueOf(walk: Walk, node: ValueNode): unknown {
  if (node.kind === Kind.VARIABLE) return walk.variables[node.name.value]
  if (node.kind === Kind.INT) return Number(node.value)
  if (node.kind === Kind.NULL) return null
  return NaN
}

function compositeType(schema: GraphQLSchema, name: string): GraphQLCompositeType | undefined {
  const type = schema.getType(name)
  return type && (isObjectType(type) || isInterfaceType(type) || isAbstractType(type)) ? type : undefined
}
