import { execute, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { asUser } from '../test/scenario'
import type { CurrentUser } from '../../../common/currentUser'
import { buildSchema, type Domain } from './buildSchema'
import { domains } from '.'
import * as base from './base.sdl'
import * as redwood from '../services/auth/redwood'

const baseDomain: Domain = { name: 'redwood', sdl: base.schema, services: redwood }

function domain(sdl: string, services: Record<string, unknown>): Domain {
  return { name: 'test', sdl, services }
}

function userWith(flags: Partial<CurrentUser>): CurrentUser {
  return { id: 1, roles: [], pageAccess: {}, functionAccess: {}, accessLevel: null, ...flags } as CurrentUser
}

async function run(schemaDomains: Domain[], query: string, user: CurrentUser | null) {
  const schema = buildSchema(schemaDomains)
  return asUser(user, () => execute({ schema, document: parse(query) }))
}

describe('buildSchema', () => {
  it('builds the real schema: every operation has its service and one auth directive', () => {
    expect(() => buildSchema(domains)).not.toThrow()
  })

  it('refuses a root field without an auth directive', () => {
    const open = domain('type Query { secrets: [String!]! }', { secrets: () => [] })
    expect(() => buildSchema([baseDomain, open])).toThrow(/Query.secrets must carry exactly one of @skipAuth/)
  })

  it('refuses a root field with two auth directives', () => {
    const both = domain('type Mutation { wipe: Boolean @skipAuth @requireAuth }', { wipe: () => true })
    expect(() => buildSchema([baseDomain, both])).toThrow(/Mutation.wipe must carry exactly one/)
  })

  it('refuses a root field with no service, and @requireAccess without a flag', () => {
    const missing = domain('type Query { ghost: Int @requireAuth, flagless: Int @requireAccess }', { flagless: () => 1 })
    expect(() => buildSchema([baseDomain, missing])).toThrow(/Query.ghost has no service function[\s\S]*@requireAccess needs page or function/)
  })

  it('refuses @requireAccess naming a page or function flag that common/permissions.ts does not list', () => {
    const typo = domain(
      'type Query { list: Int @requireAccess(page: "user-list"), make: Int @requireAccess(function: "user_creat") }',
      { list: () => 1, make: () => 2 },
    )
    expect(() => buildSchema([baseDomain, typo])).toThrow(
      /Query.list: @requireAccess\(page: "user-list"\) is not a page flag[\s\S]*Query.make: @requireAccess\(function: "user_creat"\) is not a function flag/,
    )
    const known = domain('type Query { list: Int @requireAccess(page: "users", function: "user_create") }', { list: () => 1 })
    expect(() => buildSchema([baseDomain, known])).not.toThrow()
  })

  it('refuses @requireAuth(roles) naming neither the admin role nor an access level id', () => {
    const typo = domain('type Query { coaches: Int @requireAuth(roles: ["coach", "couch"]) }', { coaches: () => 1 })
    expect(() => buildSchema([baseDomain, typo])).toThrow(/Query.coaches: @requireAuth names unknown roles couch/)
  })

  it('refuses a type resolver for a field the SDL does not have', () => {
    const stray = domain('type Thing { name: String } type Query { thing: Thing @skipAuth }', {
      thing: () => ({ name: 'x' }),
      Thing: { colour: () => 'red' },
    })
    expect(() => buildSchema([baseDomain, stray])).toThrow(/Thing.colour has a resolver but no field/)
  })

  it('passes arguments to services and roots to type resolvers', async () => {
    const echo = domain('type Shout { text: String, loud: String } type Query { shout(text: String!): Shout @skipAuth }', {
      shout: ({ text }: { text: string }) => ({ text }),
      Shout: { loud: (_args: unknown, { root }: { root: { text: string } }) => root.text.toUpperCase() },
    })
    const result = await run([baseDomain, echo], '{ shout(text: "hi") { text loud } }', null)
    expect(result.data).toEqual({ shout: { text: 'hi', loud: 'HI' } })
  })

  describe('directives', () => {
    const guarded = domain(
      `type Query {
        open: Int @skipAuth
        signedIn: Int @requireAuth
        admins: Int @requireAuth(roles: ["admin"])
        users: Int @requireAccess(page: "users")
        create: Int @requireAccess(function: "user_create")
      }`,
      { open: () => 1, signedIn: () => 2, admins: () => 3, users: () => 4, create: () => 5 },
    )
    const code = (result: Awaited<ReturnType<typeof run>>) => result.errors?.[0]?.extensions?.code

    it('@skipAuth lets anyone in', async () => {
      expect((await run([baseDomain, guarded], '{ open }', null)).data).toEqual({ open: 1 })
    })

    it('@requireAuth refuses the signed out with UNAUTHENTICATED', async () => {
      const result = await run([baseDomain, guarded], '{ signedIn }', null)
      expect(code(result)).toBe('UNAUTHENTICATED')
      expect((await run([baseDomain, guarded], '{ signedIn }', userWith({}))).data).toEqual({ signedIn: 2 })
    })

    it('@requireAuth(roles) accepts a user role or the current access level, else FORBIDDEN', async () => {
      expect(code(await run([baseDomain, guarded], '{ admins }', userWith({})))).toBe('FORBIDDEN')
      expect((await run([baseDomain, guarded], '{ admins }', userWith({ roles: ['admin'] }))).data).toEqual({ admins: 3 })
      const acting = userWith({ accessLevel: { id: 9, name: 'admin', label: 'Admin' } })
      expect((await run([baseDomain, guarded], '{ admins }', acting)).data).toEqual({ admins: 3 })
    })

    it('@requireAccess checks the current role’s page and function flags', async () => {
      const member = userWith({ pageAccess: { users: false } })
      expect(code(await run([baseDomain, guarded], '{ users }', member))).toBe('FORBIDDEN')
      expect(code(await run([baseDomain, guarded], '{ users }', null))).toBe('UNAUTHENTICATED')
      const staff = userWith({ pageAccess: { users: true }, functionAccess: { user_create: true } })
      expect((await run([baseDomain, guarded], '{ users create }', staff)).data).toEqual({ users: 4, create: 5 })
      expect(code(await run([baseDomain, guarded], '{ create }', userWith({ pageAccess: { users: true } })))).toBe('FORBIDDEN')
    })
  })
})
