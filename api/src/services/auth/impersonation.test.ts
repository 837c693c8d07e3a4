import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { infoLogs, sessions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { currentUserOf, logIn } from '../../test/auth'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { impersonateUser, stopImpersonation } from './impersonation'
import {
  adminAndMember,
  adminAndMemberLogins,
  adminAndRefusals,
  adminMemberAndStranger,
  staffWithoutImpersonation,
  supportAndColleagues,
  supportWithTwoLevels,
} from './impersonation.scenarios'

const sessionRow = async (idHash: string) => (await db.select().from(sessions).where(eq(sessions.idHash, idHash)))[0]
const logsOf = (action: string) => db.select().from(infoLogs).where(eq(infoLogs.action, action))

describe('impersonateUser and stopImpersonation (service)', () => {
  scenario(
    'switches the session to the member and back, logging both',
    adminAndMember,
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
    adminAndRefusals,
    async ({ admin, session, otherAdmin, disabled, member, anotherMember }) => {
      const asAdmin = await currentUserFor(admin.id)
      const attempt = (userId: number, user = asAdmin) =>
        asUser(user, () => impersonateUser({ userId }), { sessionIdHash: session.idHash })
      await expect(attempt(admin.id)).rejects.toMatchObject({ message: 'You cannot impersonate yourself.', extensions: { code: 'BAD_USER_INPUT' } })
      await expect(attempt(otherAdmin.id)).rejects.toMatchObject({ message: 'Admin accounts cannot be impersonated.', extensions: { code: 'FORBIDDEN' } })
      await expect(attempt(999_999)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } })
      await expect(attempt(disabled.id)).rejects.toMatchObject({ message: 'This account is disabled and cannot be impersonated.' })
      const impersonating = await currentUserFor(member.id, { originalUserId: admin.id })
      await expect(attempt(anotherMember.id, impersonating)).rejects.toMatchObject({
        message: 'End the current impersonation before impersonating someone else.',
      })
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: admin.id, originalUserId: null })
      expect(await logsOf('impersonation-started')).toEqual([])
    },
  )

  scenario(
    'refuses a user holding access the impersonator lacks, or who can impersonate too (no escalation)',
    supportAndColleagues,
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
    "compares with the level the impersonator acts as now, not every level they hold (the staff trust rule)",
    supportWithTwoLevels,
    async ({ support, cashier, session }) => {
      const asSupport = await currentUserFor(support.id, { role: 'support' })
      await expect(asUser(asSupport, () => impersonateUser({ userId: cashier.id }), { sessionIdHash: session.idHash })).rejects.toMatchObject({
        message: 'This account has access you do not have, so it cannot be impersonated.',
        extensions: { code: 'FORBIDDEN' },
      })
      expect(await sessionRow(session.idHash)).toMatchObject({ userId: support.id, originalUserId: null })
      expect(await logsOf('impersonation-started')).toEqual([])
    },
  )

  scenario(
    'stopImpersonation is refused when not impersonating, or for another originalUserId',
    adminMemberAndStranger,
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
    staffWithoutImpersonation,
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
    adminAndMemberLogins,
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
