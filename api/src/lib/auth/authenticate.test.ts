import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import {
  accessLevels,
  batches,
  formResponses,
  forms,
  groupMembers,
  groups,
  sessions,
  stageReviewers,
  stages,
  subscriptions,
  userAccessLevels,
  users,
} from '../../../../db/schema'
import { createServer } from '../../server'
import { currentUserOf, logIn } from '../../test/auth'
import { createSubscription, createUser, grantAccessLevel } from '../../test/factories'
import { db } from '../db'
import { authenticateRequest } from './authenticate'
import { createSession } from './session'

// Every change below is written straight to the database, as another API process (or an admin
// in psql) would: nothing in this process is told about it. The very next request must show it.

type Me = Record<string, unknown> & { roles: string[]; accessLevels: { name: string }[]; pageAccess: Record<string, boolean> }

describe('authentication: a change shows on the very next request', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  async function signedIn() {
    const user = await createUser({ accessLevels: ['member'] })
    const { cookie, token } = await logIn(app, user.email)
    const headers = { cookie, authorization: `Bearer ${token}` }
    const me = async (role?: string) => (await currentUserOf(app, role ? { ...headers, 'x-current-role': role } : headers)) as Me
    await me() // the facts are now cached in this process
    return { user, me }
  }

  it('a role', async () => {
    const { user, me } = await signedIn()
    await db.update(users).set({ roles: ['admin'] }).where(eq(users.id, user.id))
    expect((await me()).roles).toEqual(['admin'])
  })

  it('an access level granted, its flags edited, then taken away', async () => {
    const { user, me } = await signedIn()
    const coach = await grantAccessLevel(user.id, { name: 'coach', pageAccess: { coaching: true } })
    expect((await me('coach')).accessLevels.map((level) => level.name)).toEqual(['member', 'coach'])
    expect((await me('coach')).pageAccess).toEqual({ coaching: true })

    await db.update(accessLevels).set({ pageAccess: { coaching: true, reviews: true } }).where(eq(accessLevels.id, coach.id))
    expect((await me('coach')).pageAccess).toEqual({ coaching: true, reviews: true })

    await db.delete(userAccessLevels).where(eq(userAccessLevels.accessLevelId, coach.id))
    const after = await me('coach')
    expect(after.accessLevels.map((level) => level.name)).toEqual(['member'])
    expect(after.accessLevel).toMatchObject({ name: 'member' }) // no longer held: back to member
  })

  it('a group joined, renamed, and changed', async () => {
    const { user, me } = await signedIn()
    const [alpha, beta] = await db.insert(groups).values([{ name: 'Alpha' }, { name: 'Beta' }]).returning()
    await db.insert(groupMembers).values({ userId: user.id, groupId: alpha.id })
    expect((await me()).group).toEqual({ id: alpha.id, name: 'Alpha' })
    await db.update(groups).set({ name: 'Alpha Prime' }).where(eq(groups.id, alpha.id))
    expect((await me()).group).toEqual({ id: alpha.id, name: 'Alpha Prime' })
    await db.update(groupMembers).set({ groupId: beta.id }).where(eq(groupMembers.userId, user.id))
    expect((await me()).group).toEqual({ id: beta.id, name: 'Beta' })
    await db.delete(groupMembers).where(eq(groupMembers.userId, user.id))
    expect((await me()).group).toBeNull()
  })

  it('a stage moved to and renamed, a batch, and a review assignment', async () => {
    const { user, me } = await signedIn()
    const [one, two] = await db.insert(stages).values([{ number: 1, name: 'One' }, { number: 2, name: 'Two' }]).returning()
    await db.update(users).set({ stageId: one.id }).where(eq(users.id, user.id))
    expect((await me()).stage).toEqual({ id: one.id, number: 1, name: 'One' })
    await db.update(users).set({ stageId: two.id }).where(eq(users.id, user.id))
    expect((await me()).stage).toEqual({ id: two.id, number: 2, name: 'Two' })
    await db.update(stages).set({ name: 'Second' }).where(eq(stages.id, two.id))
    expect((await me()).stage).toEqual({ id: two.id, number: 2, name: 'Second' })

    await db.insert(stageReviewers).values({ userId: user.id, stageId: one.id })
    expect((await me()).stagesAsReviewer).toEqual([{ id: one.id, number: 1, name: 'One' }])

    const [batch] = await db.insert(batches).values({ name: 'B', number: 16, launchFrom: '2025-01-01', launchTo: '2025-02-01' }).returning()
    await db.update(users).set({ batchId: batch.id }).where(eq(users.id, user.id))
    expect(await me()).toMatchObject({ batch: { id: batch.id, name: 'B' }, isBatch17: false })
    await db.update(batches).set({ number: 17 }).where(eq(batches.id, batch.id))
    expect((await me()).isBatch17).toBe(true)
  })

  it('a membership and the journey form', async () => {
    const { user, me } = await signedIn()
    const { subscription } = await createSubscription(user.id, new Date(Date.now() + 30 * 86_400_000))
    expect((await me()).membershipStatus).toBe('Active')
    await db.update(subscriptions).set({ unenrolledAt: new Date() }).where(eq(subscriptions.id, subscription.id))
    expect((await me()).membershipStatus).toBeNull()

    const [form] = await db.insert(forms).values({ slug: 'journey-form', title: 'Journey Form' }).returning()
    await db.insert(formResponses).values({ formId: form.id, userId: user.id })
    expect((await me()).isJourneyFormCompleted).toBe(true)
  })

  it('a disabled account: signed out, and every session of it ends', async () => {
    const { user, me } = await signedIn()
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id))
    expect(await me()).toBeNull()
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })
})

describe('authenticateRequest: what a signed-in request costs', () => {
  const requestWith = (cookie: string) => ({ headers: { cookie: cookie.split(';')[0] } }) as FastifyRequest

  it('one statement while nothing it depends on changes; the facts again after a change', async () => {
    const user = await createUser({ accessLevels: ['member'] })
    const someoneElse = await createUser({ accessLevels: ['member'] })
    const { cookie } = await createSession({ userId: user.id })
    // Someone else's request first: this process has prepared the lookup and read the access levels.
    expect(await authenticateRequest(requestWith((await createSession({ userId: someoneElse.id })).cookie))).not.toBeNull()
    const statements = vi.spyOn(pg.Client.prototype, 'query')
    const statementsFor = async () => {
      statements.mockClear()
      const auth = await authenticateRequest(requestWith(cookie))
      // Preparing the lookup happens once per connection (sessionLookup.ts): not counted.
      const texts = statements.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
      return { count: texts.filter((text) => !/pg_prepared_statements|^PREPARE /.test(text)).length, auth }
    }

    expect((await statementsFor()).count).toBe(2) // first time for this user: the lookup and the user's facts
    const warm = await statementsFor()
    expect(warm.count).toBe(1) // the lookup alone: session, user row and stamps by primary key
    expect(warm.auth?.currentUser).toMatchObject({ id: user.id, accessLevel: { name: 'member' }, group: null })

    const [group] = await db.insert(groups).values({ name: 'Gamma' }).returning() // shared: every user's stamp moves
    await db.insert(groupMembers).values({ userId: user.id, groupId: group.id })
    const changed = await statementsFor()
    expect(changed.count).toBe(3)
    expect(changed.auth?.currentUser.group).toEqual({ id: group.id, name: 'Gamma' })

    await db.insert(stageReviewers).values({ userId: user.id, stageId: (await db.insert(stages).values({ number: 9, name: 'Nine' }).returning())[0].id })
    const ownOnly = await statementsFor()
    expect(ownOnly.count).toBe(3) // stages is shared too; a reviewer row moves only this user's stamp
    await db.delete(stageReviewers).where(eq(stageReviewers.userId, user.id))
    expect((await statementsFor()).count).toBe(2) // the lookup and this user's facts: definitions unchanged
    expect((await statementsFor()).count).toBe(1)
  })
})
