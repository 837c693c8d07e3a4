// Merges SDL files and services by convention, explicitly registered in graphql/index.ts:
// a Query or Mutation field `x` is resolved by the service export `x(args)`; an object type
// `T` may take field resolvers from a service export `T = { field: (args, { root }) => ... }`.
// Each root field is wrapped by its auth directive before the service runs.
import { makeExecutableSchema } from '@graphql-tools/schema'
import { getDirective } from '@graphql-tools/utils'
import {
  GraphQLScalarType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql'
import { directiveNames, directivesSdl, requireAccess, requireAuth } from '../directives'
import { currentUser } from '../lib/context'
import { isAuthRole, isFunctionFlag, isPageFlag } from '../../../common/permissions'

export type Domain = { name: string; sdl: string; services: Record<string, unknown> }
export type ResolverExtras<Root = unknown> = { root: Root; info: GraphQLResolveInfo }

type Resolvers = Record<string, Record<string, GraphQLFieldResolver<unknown, unknown>>>

export function buildSchema(domains: Domain[]): GraphQLSchema {
  const typeDefs = [directivesSdl, ...domains.map((domain) => domain.sdl)]
  // First pass: the bare schema, to learn every type and field.
  const bare = makeExecutableSchema({ typeDefs })
  const resolvers: Resolvers = {}
  const problems: string[] = []

  for (const rootName of ['Query', 'Mutation'] as const) {
    const rootType = rootName === 'Query' ? bare.getQueryType() : bare.getMutationType()
    if (!rootType) continue
    for (const field of Object.values(rootType.getFields())) {
      const guard = guardFor(bare, rootName, field.name, problems)
      const service = findService(domains, field.name)
      if (!service) {
        problems.push(`${rootName}.${field.name} has no service function named "${field.name}"`)
        continue
      }
      ;(resolvers[rootName] ??= {})[field.name] = (_root, args, _context, info) => {
        guard()
        return service(args, { root: undefined, info })
      }
    }
  }

  for (const type of Object.values(bare.getTypeMap())) {
    if (isScalarType(type) && !builtInScalars.has(type.name)) {
      const scalar = domains.map((domain) => domain.services[type.name]).find((s) => s instanceof GraphQLScalarType)
      if (scalar) (resolvers as Record<string, unknown>)[type.name] = scalar
      else problems.push(`scalar ${type.name} has no GraphQLScalarType export`)
      continue
    }
    if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Query' || type.name === 'Mutation') continue
    for (const domain of domains) {
      const fieldResolvers = domain.services[type.name] as Record<string, (args: unknown, extras: ResolverExtras) => unknown> | undefined
      if (!fieldResolvers || typeof fieldResolvers !== 'object') continue
      for (const [fieldName, resolve] of Object.entries(fieldResolvers)) {
        if (!type.getFields()[fieldName]) {
          problems.push(`${domain.name}: ${type.name}.${fieldName} has a resolver but no field in the SDL`)
          continue
        }
        ;(resolvers[type.name] ??= {})[fieldName] = (root, args, _context, info) => resolve(args, { root, info })
      }
    }
  }

  if (problems.length) {
    throw new Error(`The GraphQL schema is not valid:\n  - ${problems.join('\n  - ')}`)
  }
  return makeExecutableSchema({ typeDefs, resolvers })
}

const builtInScalars = new Set(['String', 'Int', 'Float', 'Boolean', 'ID'])

function findService(domains: Domain[], name: string) {
  const found = domains.filter((domain) => typeof domain.services[name] === 'function')
  if (found.length > 1) throw new Error(`Two services export "${name}": ${found.map((d) => d.name).join(', ')}`)
  return found[0]?.services[name] as ((args: unknown, extras: ResolverExtras) => unknown) | undefined
}

/** The check a root field's directive asks for; a field without exactly one is a startup error. */
function guardFor(schema: GraphQLSchema, rootName: string, fieldName: string, problems: string[]): () => void {
  const field = (rootName === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[fieldName]
  const present = directiveNames.filter((name) => getDirective(schema, field, name)?.length)
  if (present.length !== 1) {
    problems.push(
      `${rootName}.${fieldName} must carry exactly one of @skipAuth, @requireAuth or @requireAccess (has ${present.length})`,
    )
    return () => {}
  }
  const [name] = present
  const [args] = getDirective(schema, field, name)!
  const where = `${rootName}.${fieldName}`
  if (name === 'skipAuth') return () => {}
  if (name === 'requireAuth') {
    const roles: string[] = args.roles ?? []
    const unknown = roles.filter((role) => !isAuthRole(role))
    if (unknown.length) problems.push(`${where}: @requireAuth names unknown roles ${unknown.join(', ')} (common/permissions.ts)`)
    return () => void requireAuth(currentUser(), roles.filter(isAuthRole))
  }
  const page: string | undefined = args.page ?? undefined
  const fn: string | undefined = args.function ?? undefined
  if (!page && !fn) problems.push(`${where}: @requireAccess needs page or function`)
  // A flag no access level can hold would refuse everyone, silently: refuse to start instead.
  if (page && !isPageFlag(page)) problems.push(`${where}: @requireAccess(page: "${page}") is not a page flag of common/permissions.ts`)
  if (fn && !isFunctionFlag(fn)) {
    problems.push(`${where}: @requireAccess(function: "${fn}") is not a function flag of common/permissions.ts`)
  }
  const flags = { page: page && isPageFlag(page) ? page : undefined, function: fn && isFunctionFlag(fn) ? fn : undefined }
  return () => void requireAccess(currentUser(), flags)
}
