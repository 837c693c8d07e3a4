// A landing page's opt-in through its route: one row per page and mailbox (a repeat updates it), a
// waitlist sign-up while the funnel is closed, the affiliate's lead as the free training gives it,
// the same answer whoever sends it, a honeypot that keeps nothing, the per-address limit, and 404
// for a page that does not exist or is not published.
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { ATTRIBUTION_COOKIE } from '../../../../common/affiliates'
import { landingOptInUrl } from '../../../../common/landingPages'
import { LANDING_OPT_IN_RATE_LIMIT, landingOptInMessages, type LandingOptInInput } from '../../../../common/validation/landingOptIns'
import { affiliateClicks, infoLogs, landingOptIns, landingPages, leads } from '../../../../db/schema'
import { db } from '../../lib/db'
import { manilaDate } from '../../lib/time'
import { createServer } from '../../server'
import { tableFingerprints } from '../../test/database'
import { createUser } from '../../test/factories'
import { scenario } from '../../test/scenario'
import { affiliateNamed, programmeSettings } from '../affiliates/affiliates.scenarios'
import { doc, hero, landingWorld, publishedPage } from './landingPages.scenarios'

const VISITOR = '6f1c2b1e-8d2a-4c3b-9e4f-0a1b2c3d4e5f'

const form = (values: Partial<LandingOptInInput> = {}): LandingOptInInput => ({ name: ' Maria Santos ', email: ' Maria.Santos@Example.com', mobileNumber: '0917 123-4567', ...values })

const optIns = () => db.select().from(landingOptIns).orderBy(asc(landingOptIns.id))

/** The world with a published page of the open Annual funnel and the closed Old Offer's. */
const pages = async () => {
  const world = await landingWorld()
  const open = await publishedPage({ funnelId: world.annual.id }, doc([hero('Annual')]))
  const closed = await publishedPage({ funnelId: world.closed.id }, doc([hero('Back soon')]))
  const [draftOnly] = await db.insert(landingPages).values({ funnelId: world.lifetime.id, name: 'Lifetime', draft: doc([hero('Not yet')]) }).returning()
  return { ...world, open, closed: { page: closed, funnel: world.closed }, draftOnly }
}

describe('POST /api/landing-pages/:pageId/opt-ins', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
  })

  // A same-origin browser POST.
  const post = (pageId: number, body: unknown, { address = '192.0.2.30', headers = {} as Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: landingOptInUrl(pageId),
      remoteAddress: address,
      headers: { host: 'tribe.example', origin: 'https://tribe.example', 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', ...headers },
      payload: JSON.stringify(body),
    })

  scenario('a new opt-in is kept (trimmed, lower-cased, cleaned) and logged; a repeat updates the same row with the same answer', pages, async (world) => {
    const first = await post(world.open.id, form())
    expect([first.statusCode, first.json()]).toEqual([201, { waitlist: false }])
    expect(first.headers['cache-control']).toBe('no-store')
    expect(await optIns()).toMatchObject([{ pageId: world.open.id, funnelId: world.annual.id, name: 'Maria Santos', email: 'maria.santos@example.com', mobileNumber: '09171234567', waitlist: false, affiliateId: null, leadId: null }])
    const [log] = await db.select().from(infoLogs)
    expect(log).toMatchObject({ action: 'landing-opt-in', entityType: 'landing_opt_in', ip: '192.0.2.30' })
    const again = await post(world.open.id, form({ name: 'Maria S.', email: 'MARIA.SANTOS@example.com', mobileNumber: '09181234567' }))
    expect([again.statusCode, again.body]).toEqual([201, first.body])
    expect(await optIns()).toMatchObject([{ name: 'Maria S.', mobileNumber: '09181234567' }])
    // Someone with an account gets the very same answer.
    await createUser({ email: 'member@example.com' })
    expect((await post(world.open.id, form({ email: 'member@example.com' }))).body).toBe(first.body)
    expect(await optIns()).toHaveLength(2)
  })

  scenario("a closed funnel's page takes waitlist sign-ups; a page neither published nor closed, or none, is 404", pages, async (world) => {
    const waitlist = await post(world.closed.page.id, form())
    expect([waitlist.statusCode, waitlist.json()]).toEqual([201, { waitlist: true }])
    expect(await optIns()).toMatchObject([{ pageId: world.closed.page.id, funnelId: world.closed.funnel.id, waitlist: true }])
    const before = await tableFingerprints()
    for (const pageId of [world.draftOnly.id, 999, 0]) {
      const missing = await post(pageId, form())
      expect(missing.statusCode, String(pageId)).toBe(404)
      expect(missing.json()).toMatchObject({ error: 'Page not found' })
    }
    expect((await app.inject({ method: 'POST', url: '/api/landing-pages/abc/opt-ins', remoteAddress: '192.0.2.31', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(form()) })).statusCode).toBe(404)
    expect(await tableFingerprints()).toEqual(before)
  })

  scenario("through an affiliate's link: the opt-in is theirs and they get an opt-in lead for the page's funnel, once", pages, async (world) => {
    await programmeSettings()
    const { affiliate } = await affiliateNamed('carlo')
    const now = new Date()
    await db.insert(affiliateClicks).values({ affiliateId: affiliate.id, funnelId: world.annual.id, visitorId: VISITOR, day: manilaDate(now), firstAt: now, lastAt: now })
    const cookie = { cookie: `${ATTRIBUTION_COOKIE}=${VISITOR}` }
    expect((await post(world.open.id, form(), { headers: cookie })).statusCode).toBe(201)
    const [lead] = await db.select().from(leads)
    expect(lead).toMatchObject({ affiliateId: affiliate.id, funnelId: world.annual.id, email: 'maria.santos@example.com', name: 'Maria Santos', mobileNumber: '09171234567', landingUrl: '/annual' })
    expect(await optIns()).toMatchObject([{ affiliateId: affiliate.id, leadId: lead.id, visitorId: VISITOR }])
    expect((await post(world.open.id, form(), { headers: cookie })).statusCode).toBe(201)
    expect(await db.select().from(leads)).toHaveLength(1)
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'landing-opt-in')).limit(1)
    expect(log.details).toMatchObject({ affiliateId: affiliate.id, leadId: lead.id, leadCreated: true })
  })

  scenario('bad input is 400 with the form’s own messages; a filled honeypot answers the same and keeps nothing', pages, async (world) => {
    const bad = await post(world.open.id, form({ email: 'maria@' }), { address: '192.0.2.32' })
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: landingOptInMessages.email, fields: { email: landingOptInMessages.email } }])
    const before = await tableFingerprints()
    const bot = await post(world.open.id, form({ website: 'https://cheap-pills.example' }), { address: '192.0.2.32' })
    expect([bot.statusCode, bot.json()]).toEqual([201, { waitlist: false }])
    expect(await tableFingerprints()).toEqual(before)
  })

  scenario(`refuses the ${LANDING_OPT_IN_RATE_LIMIT.max + 1}th opt-in from one address within ${LANDING_OPT_IN_RATE_LIMIT.minutes} minutes with 429`, pages, async (world) => {
    for (let call = 0; call < LANDING_OPT_IN_RATE_LIMIT.max; call++) {
      expect((await post(world.open.id, form({ website: 'bot' }), { address: '192.0.2.33' })).statusCode).toBe(201)
    }
    const refused = await post(world.open.id, form(), { address: '192.0.2.33' })
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: landingOptInMessages.tooMany }])
    expect(await optIns()).toEqual([])
    expect((await post(world.open.id, form(), { address: '192.0.2.34' })).statusCode).toBe(201)
  })
})
