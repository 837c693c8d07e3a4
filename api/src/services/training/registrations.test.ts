// The free-training registration: the service's rules (one registration per mailbox,
// attribution to the affiliate of the visitor's last click, the affiliate's opt-in lead, the
// confirmation through the outbox), then the route as a browser calls it.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTRIBUTION_COOKIE } from '../../../../common/affiliates'
import { TRAINING_RATE_LIMIT, TRAINING_REGISTRATION_URL, trainingMessages, type TrainingRegistrationInput } from '../../../../common/validation/training'
import { affiliateClicks, affiliates, infoLogs, leads, outboxEmails, trainingRegistrations } from '../../../../db/schema'
import { db } from '../../lib/db'
import { manilaDate } from '../../lib/time'
import { createServer } from '../../server'
import { tableFingerprints } from '../../test/database'
import { affiliateNamed, programmeSettings } from '../affiliates/affiliates.scenarios'
import { CONFIRMATION_QUIET_MINUTES, parseTrainingRegistration, registerForTraining, trackLink } from './registrations'

const VISITOR = '6f1c2b1e-8d2a-4c3b-9e4f-0a1b2c3d4e5f'
const DAY_MS = 86_400_000

const form = (values: Partial<TrainingRegistrationInput> = {}): TrainingRegistrationInput => ({
  name: '  Maria Santos ',
  email: ' Maria.Santos@Example.com',
  mobileNumber: '0917 123-4567',
  track: 'beginner',
  ...values,
})

/** The form's values as the route reads them (the schema's output). */
function parsed(values: Partial<TrainingRegistrationInput> = {}) {
  const result = parseTrainingRegistration(form(values))
  if (!result.ok) throw new Error(result.error)
  return result.value
}

const register = (values: Partial<TrainingRegistrationInput> = {}, visitorId: string | null = null) =>
  registerForTraining(parsed(values), { visitorId, ip: '198.51.100.1', userAgent: 'Mozilla/5.0' })

/** A click of `affiliateId`'s main link by the visitor, `daysAgo` days ago. */
async function clicked(affiliateId: number, daysAgo = 0, visitorId = VISITOR) {
  const at = new Date(Date.now() - daysAgo * DAY_MS)
  await db.insert(affiliateClicks).values({ affiliateId, visitorId, day: manilaDate(at), firstAt: at, lastAt: at })
}

const registrations = () => db.select().from(trainingRegistrations).orderBy(trainingRegistrations.id)
const allLeads = () => db.select().from(leads).orderBy(leads.id)

describe('registering for the free training', () => {
  it('stores the registration (trimmed, e-mail lower-cased, mobile cleaned), mails the confirmation and logs it', async () => {
    expect(await register()).toEqual({ track: 'beginner' })
    const [row] = await registrations()
    expect(row).toMatchObject({ name: 'Maria Santos', email: 'maria.santos@example.com', mobileNumber: '09171234567', track: 'beginner', affiliateId: null, leadId: null, visitorId: null, registeredCount: 1 })
    const mails = await db.select().from(outboxEmails)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'maria.santos@example.com', subject: 'You are registered for the free training', html: null, sensitive: false })
    expect(mails[0].text).toContain('Hi Maria Santos,')
    expect(mails[0].text).toContain('Thank you for registering')
    expect(mails[0].text).toContain(trackLink('beginner'))
    expect(trackLink('beginner')).toMatch(/\/free-training-beginner$/)
    expect(mails[0].text).toContain('3-part video series')
    expect(mails[0].text).toContain('We will announce the dates of the live workshops by e-mail')
    const logs = await db.select().from(infoLogs)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ action: 'training-registration', entityType: 'trainingRegistration', entityId: String(row.id), ip: '198.51.100.1', userId: null })
    expect(logs[0].details).toMatchObject({ track: 'beginner', registeredCount: 1, affiliateId: null, leadId: null })
    expect(JSON.stringify(logs[0].details)).not.toContain('maria')
  })

  it('updates the one registration when the same mailbox registers again, and answers the same', async () => {
    const first = await register()
    const again = await register({ name: 'Maria S. Cruz', email: 'MARIA.SANTOS@example.com', mobileNumber: '+639181234567', track: 'experienced' })
    expect(first).toEqual({ track: 'beginner' })
    expect(again).toEqual({ track: 'experienced' })
    const rows = await registrations()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Maria S. Cruz', email: 'maria.santos@example.com', mobileNumber: '+639181234567', track: 'experienced', registeredCount: 2 })
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime())
    // A new track is confirmed again, naming the track chosen last.
    const mails = await db.select().from(outboxEmails).orderBy(outboxEmails.id)
    expect(mails.map((mail) => mail.to)).toEqual(['maria.santos@example.com', 'maria.santos@example.com'])
    expect(mails[1].text).toContain(trackLink('experienced'))
  })

  it(`confirms the same track again only ${CONFIRMATION_QUIET_MINUTES} minutes after the last registration`, async () => {
    const start = new Date()
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
    const send = (minutes: number) => registerForTraining(parsed(), { visitorId: null }, at(minutes))
    expect([await send(0), await send(1), await send(2 + CONFIRMATION_QUIET_MINUTES)]).toEqual([{ track: 'beginner' }, { track: 'beginner' }, { track: 'beginner' }])
    expect(await db.select().from(outboxEmails)).toHaveLength(2)
    expect(await registrations()).toMatchObject([{ registeredCount: 3 }])
    const logs = await db.select().from(infoLogs).orderBy(infoLogs.id)
    expect(logs.map((log) => log.details.mailed)).toEqual([true, false, true])
  })

  it("attributes a visitor's registration to the active affiliate of their last click, with an opt-in lead", async () => {
    await programmeSettings()
    const { affiliate: first } = await affiliateNamed('first')
    const { affiliate: carlo } = await affiliateNamed('carlo')
    await clicked(first.id, 3)
    await clicked(carlo.id, 1)
    expect(await register({}, VISITOR)).toEqual({ track: 'beginner' })
    const [lead] = await allLeads()
    expect(lead).toMatchObject({ affiliateId: carlo.id, funnelId: null, userId: null, email: 'maria.santos@example.com', name: 'Maria Santos', mobileNumber: '09171234567', landingUrl: '/free-training' })
    expect(await registrations()).toMatchObject([{ affiliateId: carlo.id, leadId: lead.id, visitorId: VISITOR }])
    const [{ leadsCount }] = await db.select({ leadsCount: affiliates.leadsCount }).from(affiliates).where(eq(affiliates.id, carlo.id))
    expect(leadsCount).toBe(1)
  })

  it('writes no second lead when the visitor registers again, and keeps the first affiliate', async () => {
    await programmeSettings()
    const { affiliate: carlo } = await affiliateNamed('carlo')
    const { affiliate: later } = await affiliateNamed('later')
    await clicked(carlo.id, 2)
    const first = await register({}, VISITOR)
    const again = await register({}, VISITOR)
    await clicked(later.id, 0)
    const third = await register({ track: 'beginner' }, VISITOR)
    expect([again, third]).toEqual([first, first])
    expect((await allLeads()).map((lead) => lead.affiliateId)).toEqual([carlo.id])
    expect(await registrations()).toMatchObject([{ affiliateId: carlo.id, registeredCount: 3 }])
  })

  it('attributes a registration that had no affiliate when the mailbox comes back through a link', async () => {
    await programmeSettings()
    const { affiliate: carlo } = await affiliateNamed('carlo')
    await register({}, null)
    await clicked(carlo.id)
    await register({}, VISITOR)
    const [lead] = await allLeads()
    expect(lead).toMatchObject({ affiliateId: carlo.id, landingUrl: '/free-training' })
    expect(await registrations()).toMatchObject([{ affiliateId: carlo.id, leadId: lead.id, visitorId: VISITOR, registeredCount: 2 }])
  })

  it('attributes nothing for a suspended or waiting affiliate, an expired click, another visitor, no cookie, or the affiliate themself', async () => {
    await programmeSettings({ cookieDays: '30' })
    const { affiliate: paused } = await affiliateNamed('paused', { status: 'suspended' })
    const { affiliate: pending } = await affiliateNamed('pending', { status: 'waiting' })
    const { affiliate: old } = await affiliateNamed('old')
    const { affiliate: self } = await affiliateNamed('self')
    const visitors = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444']
    await clicked(paused.id, 0, visitors[0])
    await clicked(pending.id, 0, visitors[1])
    await clicked(old.id, 31, visitors[2])
    await clicked(self.id, 0, visitors[3])
    await register({ email: 'suspended@example.com' }, visitors[0])
    await register({ email: 'waiting@example.com' }, visitors[1])
    await register({ email: 'expired@example.com' }, visitors[2])
    await register({ email: 'stranger@example.com' }, VISITOR)
    await register({ email: 'nocookie@example.com' }, null)
    // The affiliate's own mailbox through their own link.
    await register({ email: 'self@example.com' }, visitors[3])
    expect((await registrations()).map((row) => row.affiliateId)).toEqual([null, null, null, null, null, null])
    expect(await allLeads()).toEqual([])
  })

  it('writes no second lead for an e-mail the affiliate has already, and points the registration at it', async () => {
    await programmeSettings()
    const { affiliate: carlo } = await affiliateNamed('carlo')
    const [optIn] = await db.insert(leads).values({ affiliateId: carlo.id, email: 'maria.santos@example.com', name: 'Maria', landingUrl: '/membership/carlo' }).returning()
    await clicked(carlo.id)
    await register({}, VISITOR)
    const rows = await allLeads()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: optIn.id, name: 'Maria', landingUrl: '/membership/carlo' })
    expect(await registrations()).toMatchObject([{ affiliateId: carlo.id, leadId: optIn.id }])
  })

  it('keeps and sends nothing when the honeypot is filled, and answers the same', async () => {
    const before = await tableFingerprints()
    expect(await register({ website: 'http://spam.example' })).toEqual({ track: 'beginner' })
    expect(await tableFingerprints()).toEqual(before)
  })

  it('reads the form with its messages, one per field', () => {
    expect(parseTrainingRegistration(form({ name: ' A ', email: 'nope', mobileNumber: '12345', track: 'expert' as 'beginner' }))).toEqual({
      ok: false,
      error: trainingMessages.name,
      fields: { name: trainingMessages.name, email: trainingMessages.email, mobileNumber: trainingMessages.mobile, track: trainingMessages.track },
    })
    expect(parseTrainingRegistration({})).toMatchObject({ ok: false, fields: { name: trainingMessages.name, email: trainingMessages.email, mobileNumber: trainingMessages.mobile, track: trainingMessages.track } })
    expect(parseTrainingRegistration([])).toEqual({ ok: false, error: trainingMessages.form, fields: {} })
    expect(parseTrainingRegistration(form({ name: 'x'.repeat(101) }))).toMatchObject({ ok: false, fields: { name: trainingMessages.name } })
    expect(parseTrainingRegistration(form({ mobileNumber: '+63 918 123 4567' }))).toMatchObject({ ok: true, value: { mobileNumber: '+639181234567' } })
    expect(trainingMessages.mobile).toBe('Invalid mobile number!')
  })
})

describe('POST /api/free-training/registrations', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
  })

  // A same-origin browser POST: the page at https://tribe.example calls its own API.
  const post = (body: unknown, { address = '192.0.2.10', headers = {} as Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: TRAINING_REGISTRATION_URL,
      remoteAddress: address,
      headers: { host: 'tribe.example', origin: 'https://tribe.example', 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', ...headers },
      payload: JSON.stringify(body),
    })

  it('answers 201 { track } and attributes through the tribe_ref cookie, signed out', async () => {
    await programmeSettings()
    const { affiliate: carlo } = await affiliateNamed('carlo')
    await clicked(carlo.id)
    const response = await post(form({ track: 'experienced' }), { address: '192.0.2.11', headers: { cookie: `${ATTRIBUTION_COOKIE}=${VISITOR}` } })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ track: 'experienced' })
    expect(response.headers['cache-control']).toBe('no-store')
    expect(await registrations()).toMatchObject([{ email: 'maria.santos@example.com', track: 'experienced', affiliateId: carlo.id, visitorId: VISITOR }])
    expect(await allLeads()).toHaveLength(1)
    const [log] = await db.select().from(infoLogs)
    expect(log).toMatchObject({ action: 'training-registration', ip: '192.0.2.11' })
    expect(log.requestId).not.toBeNull()
    // The same mailbox again: the very same answer, still one registration and one lead.
    const again = await post(form({ track: 'experienced' }), { address: '192.0.2.11', headers: { cookie: `${ATTRIBUTION_COOKIE}=${VISITOR}` } })
    expect([again.statusCode, again.body]).toEqual([201, response.body])
    expect(await registrations()).toHaveLength(1)
    expect(await allLeads()).toHaveLength(1)
  })

  it('answers 400 with the first message and one per field, and stores nothing', async () => {
    const before = await tableFingerprints()
    const cases: [Partial<TrainingRegistrationInput>, string, string][] = [
      [{ name: 'A' }, 'name', trainingMessages.name],
      [{ email: 'maria@' }, 'email', trainingMessages.email],
      [{ mobileNumber: '0917-123' }, 'mobileNumber', trainingMessages.mobile],
      [{ track: 'expert' as 'beginner' }, 'track', trainingMessages.track],
    ]
    for (const [values, field, message] of cases) {
      const response = await post(form(values), { address: '192.0.2.12' })
      expect(response.statusCode, field).toBe(400)
      expect(response.json()).toEqual({ error: message, fields: { [field]: message } })
    }
    const empty = await post({}, { address: '192.0.2.12' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({
      error: trainingMessages.name,
      fields: { name: trainingMessages.name, email: trainingMessages.email, mobileNumber: trainingMessages.mobile, track: trainingMessages.track },
    })
    const notJson = await app.inject({ method: 'POST', url: TRAINING_REGISTRATION_URL, remoteAddress: '192.0.2.12', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Maria' })
    expect(notJson.statusCode).toBe(415)
    expect(await tableFingerprints()).toEqual(before)
  })

  it('answers a filled honeypot exactly like a registration, and keeps and sends nothing', async () => {
    const before = await tableFingerprints()
    const response = await post(form({ website: 'https://cheap-pills.example' }), { address: '192.0.2.13' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ track: 'beginner' })
    expect(await tableFingerprints()).toEqual(before)
  })

  it(`refuses the ${TRAINING_RATE_LIMIT.max + 1}th call from one address within ${TRAINING_RATE_LIMIT.minutes} minutes with 429, in plain words`, async () => {
    for (let call = 0; call < TRAINING_RATE_LIMIT.max; call++) {
      expect((await post(form({ website: 'bot' }), { address: '192.0.2.14' })).statusCode).toBe(201)
    }
    const refused = await post(form(), { address: '192.0.2.14' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: trainingMessages.tooMany })
    expect(await registrations()).toEqual([])
    // Another address is still served.
    expect((await post(form(), { address: '192.0.2.15' })).statusCode).toBe(201)
  })

  it("lets the app's own page through and refuses another site's, storing nothing", async () => {
    const crossSite = await post(form(), { address: '192.0.2.16', headers: { origin: 'https://evil.example' } })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json()).toEqual({ error: 'Cross-site requests are not allowed.' })
    expect(await registrations()).toEqual([])
    const sameOrigin = await post(form(), { address: '192.0.2.16' })
    expect(sameOrigin.statusCode).toBe(201)
    expect(await registrations()).toHaveLength(1)
  })

  it('has no GET or HEAD', async () => {
    expect((await app.inject({ method: 'GET', url: TRAINING_REGISTRATION_URL, remoteAddress: '192.0.2.17' })).statusCode).toBe(404)
  })
})
