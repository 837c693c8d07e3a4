import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { infoLogs, sessions } from '../../../../db/schema'
import { createSession } from '../../lib/auth/session'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { createUser, currentUserOf, logIn } from '../../test/auth'
import { currentUserFor, grantAccessLevel, insertUser, runGraphql } from '../../test/fixtures'
import { asUser, scenario } from '../../test/scenario'
import { impersonateUser, stopImpersonation } from './impersonation'

const IMPERSONATOR = { functionAccess: { user_impersonate: true }, pageAccess: { users: true } }

async function adminWithSession() {
  const admin = await insertUser({ roles: ['admin'] })
  await grantAccessLevel(admin.id, 'tribe-team-ro', IMPERSONATOR)
  const session = await createSession({ userId: admin.id })
  return { admin, session }
}

const sessionRow = async (idHash: string) => (await db.select().from(sessions).where(eq(sessions.idHash, idHash)))[0]
const logsOf = (action: string) => db.select().from(infoLogs).where(eq(infoLogs.action, action))

describe('impersonateUser and stopImpersonation (service)', () => {
  scenario(
    'switches the session to the member and back, logging both',
    async () => ({ ...(await adminWithSession()), member: await insertUser() }),
    async ({ admin, session, member }) => {
      const asAdmin = await currentUserFor(admin.id)
      expect(await asUser(asAdmin, () => impersonateUser({ userId: member.id }), { sessionIdHash: session.idHash })).toBe(true)
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: member.id, originalUserId: admin.id })
      expect(await logsOf('impersonation-started')).toMatchObject([
        { userId: member.id, originalUserId: admin.id, entityType: 'user', entityId: String(member.id) },
      ])

      const impersonated = await currentUserFor(member.id, { originalUserId: admin.id })
      expect(impersonated).toMatchObject({ isImpersonating: true, originalUserId: admin.id })
      expect(
        await asUser(impersonated, () => stopImpersonation({ originalUserId: admin.id }), { sessionIdHash: session.idHash }),
      ).toBe(true)
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: admin.id, originalUserId: null })
      expect(await logsOf('impersonation-ended')).toMatchObject([{ userId: member.id, originalUserId: admin.id }])
    },
  )

  scenario(
    'refuses yourself, admin-role users, unknown and disabled users, and a second impersonation; the session stays',
    async () => ({
      ...(await adminWithSession()),
      otherAdmin: await insertUser({ roles: ['admin'] }),
      disabled: await insertUser({ disabledAt: new Date() }),
      member: await insertUser(),
    }),
    async ({ admin, session, otherAdmin, disabled, member }) => {
      const asAdmin = await currentUserFor(admin.id)
      const attempt = (userId: number, user = asAdmin) =>
        asUser(user, () => impersonateUser({ userId }), { sessionIdHash: session.idHash })
      await expect(attempt(admin.id)).rejects.toMatchObject({ message: 'You cannot impersonate yourself.', extensions: { code: 'BAD_USER_INPUT' } })
      await expect(attempt(otherAdmin.id)).rejects.toMatchObject({ message: 'Admin accounts cannot be impersonated.', extensions: { code: 'FORBIDDEN' } })
      await expect(attempt(999_999)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } })
      await expect(attempt(disabled.id)).rejects.toMatchObject({ message: 'This account is disabled and cannot be impersonated.' })
      const impersonating = await currentUserFor(otherAdmin.id, { originalUserId: admin.id })
      await expect(attempt(member.id, impersonating)).rejects.toMatchObject({
        message: 'End the current impersonation before impersonating someone else.',
      })
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: admin.id, originalUserId: null })
      expect(await logsOf('impersonation-started')).toEqual([])
    },
  )

  scenario(
    'refuses a user holding access the impersonator lacks, or who can impersonate too (no escalation)',
    async () => {
      const support = await insertUser()
      await grantAccessLevel(support.id, 'support', { pageAccess: { users: true }, functionAccess: { user_impersonate: true } })
      const finance = await insertUser()
      await grantAccessLevel(finance.id, 'tribe-team-fa', { pageAccess: { users: true, payment: true }, functionAccess: { product_create: true } })
      const peer = await insertUser()
      await grantAccessLevel(peer.id, 'support')
      const member = await insertUser()
      await grantAccessLevel(member.id, 'member', { pageAccess: { users: false } })
      return { support, finance, peer, member, session: await createSession({ userId: support.id }) }
    },
    async ({ support, finance, peer, member, session }) => {
      const asSupport = await currentUserFor(support.id)
      const attempt = (userId: number) => asUser(asSupport, () => impersonateUser({ userId }), { sessionIdHash: session.idHash })
      await expect(attempt(finance.id)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } })
      await expect(attempt(peer.id)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } })
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: support.id, originalUserId: null })
      expect(await attempt(member.id)).toBe(true)
    },
  )

  scenario(
    'stopImpersonation is refused when not impersonating, or for another originalUserId',
    async () => ({ ...(await adminWithSession()), member: await insertUser(), stranger: await insertUser() }),
    async ({ admin, session, member, stranger }) => {
      const asAdmin = await currentUserFor(admin.id)
      await expect(
        asUser(asAdmin, () => stopImpersonation({ originalUserId: admin.id }), { sessionIdHash: session.idHash }),
      ).rejects.toMatchObject({ message: 'You are not impersonating anyone.', extensions: { code: 'BAD_USER_INPUT' } })

      await asUser(asAdmin, () => impersonateUser({ userId: member.id }), { sessionIdHash: session.idHash })
      const impersonated = await currentUserFor(member.id, { originalUserId: admin.id })
      await expect(
        asUser(impersonated, () => stopImpersonation({ originalUserId: stranger.id }), { sessionIdHash: session.idHash }),
      ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', properties: { messages: { originalUserId: expect.any(Array) } } } })
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: member.id, originalUserId: admin.id })
      expect(await logsOf('impersonation-ended')).toEqual([])
    },
  )

  scenario(
    'needs the user_impersonate function flag (the directive)',
    async () => {
      const staff = await insertUser()
      await grantAccessLevel(staff.id, 'coach', { pageAccess: { users: true } })
      return { staff, member: await insertUser(), session: await createSession({ userId: staff.id }) }
    },
    async ({ staff, member, session }) => {
      const result = await runGraphql(
        await currentUserFor(staff.id),
        'mutation($id: Int!) { impersonateUser(userId: $id) }',
        { id: member.id },
        { sessionIdHash: session.idHash },
      )
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: staff.id, originalUserId: null })
    },
  )
})

describe('impersonation over HTTP (session cookie, request logging)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  const graphql = (headers: Record<string, string>, query: string, variables = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', ...headers },
      payload: JSON.stringify({ query, variables }),
    })

  scenario(
    'the same cookie speaks for the member, every request is logged, and End Session returns to the admin',
    async () => {
      const admin = await createUser({ email: 'admin@example.com', roles: ['admin'] })
      // As seeded, tribe-team-ro holds every flag, the member level's (home, member) included.
      await grantAccessLevel(admin.id, 'tribe-team-ro', { ...IMPERSONATOR, pageAccess: { ...IMPERSONATOR.pageAccess, home: true, member: true } })
      const member = await createUser({ email: 'member@example.com', accessLevels: ['member'] })
      return { admin, member }
    },
    async ({ admin, member }) => {
      const { cookie, token } = await logIn(app, 'admin@example.com')
      const headers = { cookie, authorization: `Bearer ${token}` }
      const started = await graphql(headers, 'mutation Impersonate($id: Int!) { impersonateUser(userId: $id) }', { id: member.id })
      expect(started.json()).toEqual({ data: { impersonateUser: true } })

      const asMember = await currentUserOf(app, headers)
      expect(asMember).toMatchObject({ id: member.id, email: 'member@example.com', isImpersonating: true, originalUserId: admin.id })
      const logged = await db
        .select()
        .from(infoLogs)
        .where(and(eq(infoLogs.action, 'impersonated-request'), eq(infoLogs.userId, member.id)))
      expect(logged.length).toBeGreaterThan(0)
      expect(logged[0]).toMatchObject({ originalUserId: admin.id })

      const stopped = await graphql(
        headers,
        'mutation StopImpersonationMutation($originalUserId: Int!) { stopImpersonation(originalUserId: $originalUserId) }',
        { originalUserId: admin.id },
      )
      expect(stopped.json()).toEqual({ data: { stopImpersonation: true } })
      expect(await currentUserOf(app, headers)).toMatchObject({ id: admin.id, isImpersonating: false, originalUserId: null })
    },
  )
})
