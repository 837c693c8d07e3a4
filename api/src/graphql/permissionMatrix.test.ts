// The permission matrix (issue 7): every Query and Mutation field of the schema, called as every
// role of the spec, signed out and as the admin, must get the verdict its access rule gives with
// the role's DEFAULT access level (scripts/seed/accessLevels.ts). The fields come from the schema
// itself, so a new operation is in the matrix the moment it is registered, and a field without a
// rule below fails until someone writes down who may call it.
//
// What is checked is the directive's verdict alone: each service is replaced by a stub that
// records it was reached. "allowed" = the directive let the call through (the real service may
// still refuse bad arguments or rows: that is a service rule, tested beside the service);
// otherwise the directive's own error code, UNAUTHENTICATED or FORBIDDEN.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isCompositeType,
  execute,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ROLE, ROLE_IDS, type FunctionFlag, type PageFlag, type RoleId } from '../../../common/permissions'
import type { CurrentUser } from '../../../common/currentUser'
import { ACCESS_LEVEL_DEFAULTS, accessMaps } from '../../../scripts/seed/accessLevels'
import { truncateAll } from '../test/database'
import { createUser } from '../test/factories'
import { asUser, currentUserFor } from '../test/scenario'
import { buildSchema, type Domain } from './buildSchema'
import { domains } from './index'

/** Who may call an operation, in the terms of the spec. */
type Rule =
  | 'anyone'
  | 'signed in'
  | { roles: readonly (RoleId | typeof ADMIN_ROLE)[] }
  | { page: PageFlag }
  | { function: FunctionFlag }

/** One line per operation. Adding an operation to the schema without a line here fails the test. */
const rules: Record<string, Rule> = {
  'Query.redwood': 'anyone',
  'Query.defaultSettingByName': 'signed in',
  'Query.getDuesAndExpiration': 'signed in',
  'Query.user': 'signed in',
  'Query.globalSearch': 'signed in',
  'Query.bugReports': { page: 'featureChangeLog' },
  'Mutation.validateOtp': 'anyone',
  'Mutation.createBugReport': 'anyone',
  'Mutation.hideReturneeModal': 'signed in',
  'Mutation.impersonateUser': { function: 'user_impersonate' },
  'Mutation.stopImpersonation': 'signed in',
}

type Caller = RoleId | typeof ADMIN_ROLE | 'signed out'
type Verdict = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN'
const callers: Caller[] = [...ROLE_IDS, ADMIN_ROLE, 'signed out']

/** The admin of the spec: the user role admin, acting as the back-office level (as the demo admin). */
const ADMIN_ACTS_AS: RoleId = 'tribe-team-ro'

function expectedVerdict(rule: Rule, caller: Caller): Verdict {
  if (rule === 'anyone') return 'allowed'
  if (caller === 'signed out') return 'UNAUTHENTICATED'
  if (rule === 'signed in') return 'allowed'
  const level = ACCESS_LEVEL_DEFAULTS[caller === ADMIN_ROLE ? ADMIN_ACTS_AS : caller]
  if ('roles' in rule) return rule.roles.includes(caller) || rule.roles.includes(caller === ADMIN_ROLE ? ADMIN_ACTS_AS : caller) ? 'allowed' : 'FORBIDDEN'
  if ('page' in rule) return (level.pages as readonly string[]).includes(rule.page) ? 'allowed' : 'FORBIDDEN'
  return (level.functions as readonly string[]).includes(rule.function) ? 'allowed' : 'FORBIDDEN'
}

const REACHED = 'permission-matrix: the service was reached'

/** The real domains with every service function replaced by a stub that only says it was reached. */
function stubbedDomains(): Domain[] {
  return domains.map((domain) => ({
    ...domain,
    services: Object.fromEntries(
      Object.entries(domain.services).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? () => {
              throw new Error(REACHED)
            }
          : value,
      ]),
    ),
  }))
}

/** A value of `type` that GraphQL accepts, for the required arguments (the stub never reads it). */
function sampleValue(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sampleValue(type.ofType)
  if (type instanceof GraphQLList) return [sampleValue(type.ofType)]
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, sampleValue(field.type)]),
    )
  }
  const samples: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    String: 'x',
    ID: '1',
    Boolean: true,
    DateTime: '2030-01-01T00:00:00.000Z',
    Date: '2030-01-01',
    JSON: {},
    JSONObject: {},
  }
  const name = (type as GraphQLScalarType).name
  if (!(name in samples)) throw new Error(`permissionMatrix: no sample value for scalar ${name}; add one`)
  return samples[name]
}

/** `query Call($a: Int!) { field(a: $a) { __typename } }` with values for its required arguments. */
function callOf(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull)
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''
  return {
    document: `${operation} Call${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  }
}

async function verdictOf(schema: GraphQLSchema, user: CurrentUser | null, call: ReturnType<typeof callOf>): Promise<Verdict | string> {
  const result = await asUser(user, () => execute({ schema, document: parse(call.document), variableValues: call.variables }))
  const [error] = result.errors ?? []
  if (!error) return 'the service answered without being called?'
  if (error.message === REACHED) return 'allowed'
  const code = (error as GraphQLError).extensions?.code
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : `unexpected: ${error.message}`
}

const schema = buildSchema(stubbedDomains())
const rootFields = (['Query', 'Mutation'] as const).flatMap((rootName) => {
  const type = rootName === 'Query' ? schema.getQueryType() : schema.getMutationType()
  return Object.values(type?.getFields() ?? {}).map((field) => ({ key: `${rootName}.${field.name}`, rootName, field }))
})

describe('the permission matrix', () => {
  const users = new Map<Caller, CurrentUser | null>()

  beforeAll(async () => {
    // Built once for every field (the stubbed services read no rows), on tables emptied first:
    // test/setup.ts empties them before each test, not before this.
    await truncateAll()
    // One user per role, holding only that role's default level (flags from the seed's defaults).
    for (const role of ROLE_IDS) {
      const user = await createUser({ password: null, accessLevels: [{ name: role, ...accessMaps(role) }] })
      users.set(role, await currentUserFor(user.id, { role }))
    }
    const admin = await createUser({ password: null, roles: [ADMIN_ROLE], accessLevels: [ADMIN_ACTS_AS] })
    users.set(ADMIN_ROLE, await currentUserFor(admin.id, { role: ADMIN_ACTS_AS }))
    users.set('signed out', null)
  })

  it('covers every role of the spec and every operation of the schema', () => {
    expect(callers).toHaveLength(14)
    expect(rootFields.length).toBeGreaterThan(0)
    const stale = Object.keys(rules).filter((key) => !rootFields.some((field) => field.key === key))
    expect(stale, 'rules for operations the schema no longer has').toEqual([])
  })

  it.each(rootFields.map((field) => [field.key, field] as const))('%s', async (key, { rootName, field }) => {
    const rule = rules[key]
    expect(rule, `${key} has no rule in permissionMatrix.test.ts: say who may call it`).toBeDefined()
    const call = callOf(rootName === 'Query' ? 'query' : 'mutation', field)
    const actual: Record<string, string> = {}
    const expected: Record<string, string> = {}
    for (const caller of callers) {
      actual[caller] = await verdictOf(schema, users.get(caller) ?? null, call)
      expected[caller] = expectedVerdict(rule, caller)
    }
    expect(actual).toEqual(expected)
  })
})
