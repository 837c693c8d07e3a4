import { asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { enrolmentMessages } from '../../../../common/validation/enrolment'
import { LIFETIME_EXPIRY, accessLevels, batches, infoLogs, invoices, paymentSchedules, subscriptions, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addDays, manilaDate, startOfManilaDay } from '../../lib/time'
import { runGraphql } from '../../test/graphql'
import { createSubscription, createUser, grantAccessLevel } from '../../test/factories'
import { scenario } from '../../test/scenario'
import { billing, signedIn } from '../subscriptions/subscriptions.scenarios'
import { staffTrustMessages } from '../../lib/auth/staffTrust'

const withBatch = async () => {
  const rows = await billing()
  const [batch] = await db.insert(batches).values({ name: 'Batch 17', number: 17, launchFrom: '2026-11-01', launchTo: '2026-11-30' }).returning()
  await db.insert(accessLevels).values({ name: 'affiliate', label: 'Affiliate' }).onConflictDoNothing()
  return { ...rows, batch }
}

const ENROL = `mutation ($id: Int!, $input: EnrollUserInput!) { enrollUser(id: $id, input: $input) { id email } }`
const MANUAL = `mutation ($id: Int!, $funnelDetails: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $funnelDetails) { id } }`
const UNSUB = `mutation ($id: Int!) { manualUserUnsubscription(subscriptionId: $id) { id } }`

const levelsOf = async (userId: number) =>
  (await db.select({ name: accessLevels.name }).from(userAccessLevels).innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId)).where(eq(userAccessLevels.userId, userId)))
    .map((r) => r.name)
    .sort()

const subsOf = (userId: number) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id))

describe('enrollUser', () => {
  scenario('enrols: batch, access levels, member instead of non-member, one subscription per funnel, who did it', withBatch, async ({ admin, buyer, batch, annual, lifetime }) => {
    const result = await runGraphql(admin, ENROL, {
      id: buyer.id,
      input: { batchId: batch.id, accessLevelNames: ['affiliate'], funnelDetails: [{ funnelId: annual.id, paymentTermId: 'one-time' }, { funnelId: lifetime.id }] },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ enrollUser: { id: buyer.id, email: 'juan@example.com' } })
    expect((await db.select().from(users).where(eq(users.id, buyer.id)))[0].batchId).toBe(batch.id)
    expect(await levelsOf(buyer.id)).toEqual(['affiliate', 'member'])
    const subs = await subsOf(buyer.id)
    expect(subs.map((s) => [s.funnelId, s.paymentTermId, s.createdById])).toEqual([
      [annual.id, 'one-time', admin.id],
      [lifetime.id, 'one-time', admin.id],
    ])
    expect(subs[1].expiry.toISOString()).toBe(LIFETIME_EXPIRY.toISOString())
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-enrolled'))
    expect(log).toMatchObject({ userId: admin.id, entityType: 'user', entityId: String(buyer.id) })
  })

  scenario('refuses no funnel, no batch, an unknown funnel or level, changing nothing', withBatch, async ({ admin, buyer, batch, annual }) => {
    const noFunnel = await runGraphql(admin, ENROL, { id: buyer.id, input: { batchId: batch.id, funnelDetails: [] } })
    expect(noFunnel.errors?.[0].extensions?.properties).toEqual({ messages: { funnelDetails: [enrolmentMessages.funnelRequired] } })
    const noBatch = await runGraphql(admin, ENROL, { id: buyer.id, input: { funnelDetails: [{ funnelId: annual.id }] } })
    expect(noBatch.errors?.[0].extensions?.properties).toEqual({ messages: { batchId: [enrolmentMessages.batchRequired] } })
    const unknown = await runGraphql(admin, ENROL, { id: buyer.id, input: { batchId: batch.id, funnelDetails: [{ funnelId: annual.id }, { funnelId: 'gone' }] } })
    expect(unknown.errors?.[0].message).toBe('Funnel not found')
    const badLevel = await runGraphql(admin, ENROL, { id: buyer.id, input: { batchId: batch.id, accessLevelNames: ['wizard'], funnelDetails: [{ funnelId: annual.id }] } })
    expect(badLevel.errors?.[0].message).toBe(enrolmentMessages.accessLevelNotFound('wizard'))
    expect(await subsOf(buyer.id)).toEqual([])
    expect(await levelsOf(buyer.id)).toEqual(['non-member'])
    expect((await db.select().from(users).where(eq(users.id, buyer.id)))[0].batchId).toBeNull()
  })

  scenario('needs user_enroll/unenroll', withBatch, async ({ viewer, member, buyer, batch, annual }) => {
    for (const caller of [viewer, member, null]) {
      const result = await runGraphql(caller, ENROL, { id: buyer.id, input: { batchId: batch.id, funnelDetails: [{ funnelId: annual.id }] } })
      expect(result.errors?.[0].extensions?.code).toBe(caller ? 'FORBIDDEN' : 'UNAUTHENTICATED')
    }
    expect(await subsOf(buyer.id)).toEqual([])
  })
})

describe('manualUserSubscription and manualUserUnsubscription', () => {
  scenario('start and validity days move the start and expiry; blank validity is lifetime; the term is kept', billing, async ({ admin, buyer, annual, lifetime }) => {
    const result = await runGraphql(admin, MANUAL, {
      id: buyer.id,
      funnelDetails: [
        { id: annual.id, paymentTerm: '3-months', validityByDays: 30, startByDays: 5 },
        { id: lifetime.id, paymentTerm: null, validityByDays: null, startByDays: null },
      ],
    })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ manualUserSubscription: { id: buyer.id } })
    const [first, second] = await subsOf(buyer.id)
    const start = addDays(startOfManilaDay(), 5)
    expect(first).toMatchObject({ funnelId: annual.id, paymentTermId: '3-months' })
    expect(first.startsAt.toISOString()).toBe(start.toISOString())
    expect(first.expiry.toISOString()).toBe(addDays(start, 30).toISOString())
    const rows = await db.select().from(paymentSchedules).innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId)).where(eq(invoices.subscriptionId, first.id))
    expect(rows.map((r) => r.payment_schedules.scheduleDate).sort()[0]).toBe(manilaDate(start))
    expect(rows).toHaveLength(3)
    expect(second).toMatchObject({ funnelId: lifetime.id, paymentTermId: 'one-time' })
    expect(second.expiry.toISOString()).toBe(LIFETIME_EXPIRY.toISOString())
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-subscribed-manually'))).toHaveLength(1)
  })

  scenario('refuses bad days, an unknown funnel and a term the funnel does not offer, changing nothing', billing, async ({ admin, buyer, annual, lifetime }) => {
    const bad = await runGraphql(admin, MANUAL, { id: buyer.id, funnelDetails: [{ id: annual.id, validityByDays: 0 }] })
    expect(bad.errors?.[0].extensions?.properties).toEqual({ messages: { 'funnelDetails.0.validityByDays': [enrolmentMessages.validityDays] } })
    const term = await runGraphql(admin, MANUAL, { id: buyer.id, funnelDetails: [{ id: annual.id }, { id: lifetime.id, paymentTerm: '3-months' }] })
    expect(term.errors?.[0].message).toBe('This funnel does not offer that payment term')
    const none = await runGraphql(admin, MANUAL, { id: buyer.id, funnelDetails: [] })
    expect(none.errors?.[0].extensions?.properties).toEqual({ messages: { funnelDetails: [enrolmentMessages.funnelRequired] } })
    expect(await subsOf(buyer.id)).toEqual([])
  })

  scenario('unsubscribes once, keeping the row with who did it', billing, async ({ admin, viewer, buyer, annual }) => {
    await runGraphql(admin, MANUAL, { id: buyer.id, funnelDetails: [{ id: annual.id }] })
    const [sub] = await subsOf(buyer.id)
    expect((await runGraphql(viewer, UNSUB, { id: sub.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(admin, UNSUB, { id: sub.id })).data).toEqual({ manualUserUnsubscription: { id: sub.id } })
    const [after] = await subsOf(buyer.id)
    expect(after.unenrolledById).toBe(admin.id)
    expect(after.unenrolledAt).not.toBeNull()
    expect((await runGraphql(admin, UNSUB, { id: sub.id })).errors?.[0].message).toBe(enrolmentMessages.alreadyUnsubscribed)
    expect((await runGraphql(admin, UNSUB, { id: 999_999 })).errors?.[0].message).toBe(enrolmentMessages.subscriptionNotFound)
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-unsubscribed'))
    expect(logs.map((l) => [l.userId, l.entityId])).toEqual([[admin.id, String(sub.id)]])
  })

  scenario('a grant with extra levels held already keeps them', billing, async ({ admin, buyer, annual }) => {
    await grantAccessLevel(buyer.id, 'coach')
    await runGraphql(admin, MANUAL, { id: buyer.id, funnelDetails: [{ id: annual.id }] })
    expect(await levelsOf(buyer.id)).toEqual(['coach', 'member'])
  })
})

describe('enrolment by staff who are not admins', () => {
  /** An enrol desk (user_enroll/unenroll only), an admin account with a subscription, and the Admin level. */
  const desk = async () => {
    const rows = await withBatch()
    const enroller = await signedIn('enrol-desk', {}, { 'user_enroll/unenroll': true }, 'desk@staff.test')
    const boss = await createUser({ email: 'boss@staff.test', roles: ['admin'], accessLevels: [{ name: 'boss-level', pageAccess: { users: true } }] })
    const { subscription } = await createSubscription(boss.id, addDays(new Date(), 30))
    return { ...rows, enroller, boss, bossSubscription: subscription }
  }
  const snapshot = async () => ({
    users: await db.select().from(users).orderBy(asc(users.id)),
    levels: await db.select().from(userAccessLevels),
    subscriptions: await db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
    logs: await db.select().from(infoLogs),
  })

  scenario('cannot give a level that opens staff pages; a member-side level is theirs to give', desk, async ({ enroller, buyer, batch, annual }) => {
    const before = await snapshot()
    const result = await runGraphql(enroller, ENROL, { id: buyer.id, input: { batchId: batch.id, accessLevelNames: ['affiliate', 'tribe-team-ro'], funnelDetails: [{ funnelId: annual.id }] } })
    expect(result.errors?.[0]).toMatchObject({ message: staffTrustMessages.grantStaffLevels(['tribe-team-ro']), extensions: { code: 'FORBIDDEN' } })
    expect(await snapshot()).toEqual(before)
    const ok = await runGraphql(enroller, ENROL, { id: buyer.id, input: { batchId: batch.id, accessLevelNames: ['affiliate'], funnelDetails: [{ funnelId: annual.id }] } })
    expect(ok.errors).toBeUndefined()
    expect(await levelsOf(buyer.id)).toEqual(['affiliate', 'member'])
  })

  scenario('cannot enrol, subscribe or unsubscribe themself (their own money), with any level', desk, async ({ enroller, batch, annual }) => {
    const { subscription } = await createSubscription(enroller.id, addDays(new Date(), 30))
    const before = await snapshot()
    const attempts = [
      await runGraphql(enroller, ENROL, { id: enroller.id, input: { batchId: batch.id, accessLevelNames: ['tribe-team-ro'], funnelDetails: [{ funnelId: annual.id }] } }),
      await runGraphql(enroller, ENROL, { id: enroller.id, input: { batchId: batch.id, funnelDetails: [{ funnelId: annual.id }] } }),
      await runGraphql(enroller, MANUAL, { id: enroller.id, funnelDetails: [{ id: annual.id }] }),
      await runGraphql(enroller, UNSUB, { id: subscription.id }),
    ]
    for (const result of attempts) expect(result.errors?.[0]).toMatchObject({ message: staffTrustMessages.ownMoney, extensions: { code: 'FORBIDDEN' } })
    expect(await snapshot()).toEqual(before)
  })

  scenario('cannot enrol, subscribe or unsubscribe an account that holds more (an admin)', desk, async ({ enroller, boss, bossSubscription, batch, annual }) => {
    const before = await snapshot()
    const attempts = [
      await runGraphql(enroller, ENROL, { id: boss.id, input: { batchId: batch.id, funnelDetails: [{ funnelId: annual.id }] } }),
      await runGraphql(enroller, MANUAL, { id: boss.id, funnelDetails: [{ id: annual.id }] }),
      await runGraphql(enroller, UNSUB, { id: bossSubscription.id }),
    ]
    for (const result of attempts) expect(result.errors?.[0]).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
    expect(await snapshot()).toEqual(before)
  })
})

