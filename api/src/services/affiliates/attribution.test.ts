// Attribution through the real server: a page load of a link counts the visit and sets the
// cookie (visits.ts); the signup that follows is tied to the last click (attribution.ts).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import { ATTRIBUTION_COOKIE } from '../../../../common/affiliates'
import { EMPTY_DOCUMENT } from '../../../../common/landingPages'
import { affiliateClicks, affiliates, funnels, landingPages, landingPageVersions, leads, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { postAuth } from '../../test/auth'
import { testPassword } from '../../test/factories'
import { affiliateNamed, programme, setSetting } from './affiliates.scenarios'
import { linkSegments, recordVisit } from './visits'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A browser's page load of `url`, with the visitor's cookie when they have one. */
const visit = (url: string, cookie?: string | null, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'sec-fetch-dest': 'document', 'user-agent': BROWSER, ...(cookie ? { cookie } : {}), ...headers } })

/** The attribution cookie a response set ('tribe_ref=<id>'), or null. */
function cookieOf(response: Awaited<ReturnType<typeof visit>>): string | null {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${ATTRIBUTION_COOKIE}=`))
  return header ? header.split(';')[0] : null
}

const signUp = (email: string, cookie: string | null) =>
  postAuth(app, { method: 'signup', username: email, password: testPassword, firstName: 'New', lastName: 'Buyer' }, cookie)

async function tieOf(email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const rows = await db.select({ affiliateId: leads.affiliateId, funnelId: leads.funnelId, landingUrl: leads.landingUrl }).from(leads).where(eq(leads.userId, user.id))
  return rows
}

describe('a visit through a link', () => {
  it('counts one click per visitor, link and day, and sets a first-party cookie for the window', async () => {
    const { membership } = await programme()
    const { affiliate } = await affiliateNamed('carlo')
    const first = await visit('/membership/carlo')
    const cookie = cookieOf(first)
    expect(String(first.headers['set-cookie'])).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`))
    await visit('/membership/carlo', cookie)
    await visit('/carlo', cookie)
    const clicks = await db.select().from(affiliateClicks).orderBy(affiliateClicks.id)
    expect(clicks.map((row) => [row.affiliateId, row.funnelId])).toEqual([
      [affiliate.id, membership.id],
      [affiliate.id, null],
    ])
    expect(clicks[0].lastAt.getTime()).toBeGreaterThan(clicks[0].firstAt.getTime())
    // The same visitor keeps their id; the cookie is renewed with each visit.
    expect(cookieOf(await visit('/carlo', cookie))).toBe(cookie)
  })

  it('counts nothing for a bot, a script, a HEAD, an unknown code, a suspended or waiting affiliate, a funnel\'s own page or an app path', async () => {
    await programme()
    await affiliateNamed('carlo')
    await affiliateNamed('paused', { status: 'suspended' })
    await affiliateNamed('pending', { status: 'waiting' })
    await visit('/carlo', null, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    await visit('/carlo', null, { 'sec-fetch-dest': 'empty', accept: 'application/json' })
    await app.inject({ method: 'HEAD', url: '/carlo', headers: { accept: 'text/html', 'user-agent': BROWSER } })
    for (const url of ['/nobody', '/paused', '/pending', '/membership/paused', '/membership', '/checkout/carlo', '/nofunnel/carlo', '/api/carlo']) {
      expect(cookieOf(await visit(url)), url).toBeNull()
    }
    expect(await db.select().from(affiliateClicks)).toEqual([])
  })

  it('tells whether the page could be a landing page, so a plain link needs no second statement', async () => {
    const { membership } = await programme()
    await affiliateNamed('carlo')
    const visitor = () => randomUUID()
    // A main link, and an open funnel without a published page: the checkout, never a landing page.
    expect(await recordVisit(['carlo'], visitor())).toMatchObject({ landingPossible: false })
    expect(await recordVisit(['membership', 'carlo'], visitor())).toMatchObject({ landingPossible: false })
    // Published: the funnel's page.
    const [page] = await db.insert(landingPages).values({ funnelId: membership.id, name: 'Membership', draft: EMPTY_DOCUMENT }).returning()
    const [version] = await db.insert(landingPageVersions).values({ pageId: page.id, version: 1, document: EMPTY_DOCUMENT }).returning()
    await db.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, page.id))
    expect(await recordVisit(['membership', 'carlo'], visitor())).toMatchObject({ landingPossible: true })
    // Closed, without a page: the waitlist.
    await db.update(landingPages).set({ publishedVersionId: null }).where(eq(landingPages.id, page.id))
    await db.update(funnels).set({ isOpen: false }).where(eq(funnels.id, membership.id))
    expect(await recordVisit(['membership', 'carlo'], visitor())).toMatchObject({ landingPossible: true })
  })

  it('reads only one or two path segments that are not the app\'s own', () => {
    expect(linkSegments('/Carlo?utm_source=fb')).toEqual(['carlo'])
    expect(linkSegments('/membership/carlo')).toEqual(['membership', 'carlo'])
    expect(linkSegments('/a/b/c')).toBeNull()
    expect(linkSegments('/login')).toBeNull()
    expect(linkSegments('/favicon.ico')).toBeNull()
    expect(linkSegments('/%E0%A4%A')).toBeNull()
  })
})

describe('the tie at signup', () => {
  it('ties the new account to the affiliate of the last click before signup, with a lead', async () => {
    const { membership } = await programme()
    await affiliateNamed('first')
    const { affiliate: last } = await affiliateNamed('last')
    const cookie = cookieOf(await visit('/first'))
    await visit('/membership/last', cookie)
    expect((await signUp('buyer@example.com', cookie)).statusCode).toBe(201)
    expect(await tieOf('buyer@example.com')).toEqual([{ affiliateId: last.id, funnelId: membership.id, landingUrl: '/membership/last' }])
  })

  it('keeps the tie for good: another affiliate\'s later click changes nothing', async () => {
    await programme()
    const { affiliate: first } = await affiliateNamed('first')
    await affiliateNamed('later')
    const cookie = cookieOf(await visit('/first'))
    await signUp('kept@example.com', cookie)
    await visit('/later', cookie)
    expect((await tieOf('kept@example.com')).map((row) => row.affiliateId)).toEqual([first.id])
    expect(await db.select().from(leads)).toHaveLength(1)
  })

  it('ties nobody after the window, for a suspended affiliate, or without a cookie', async () => {
    await programme()
    const { affiliate } = await affiliateNamed('carlo')
    const cookie = cookieOf(await visit('/carlo'))
    await setSetting('cookieDays', '1')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3_600_000 })
    await signUp('late@example.com', cookie)
    vi.useRealTimers()
    await setSetting('cookieDays', '30')
    await db.update(affiliates).set({ status: 'suspended' }).where(eq(affiliates.id, affiliate.id))
    await signUp('suspended@example.com', cookie)
    await db.update(affiliates).set({ status: 'active' }).where(eq(affiliates.id, affiliate.id))
    await signUp('nocookie@example.com', null)
    expect(await db.select().from(leads)).toEqual([])
    // The same cookie still ties inside the window, to an active affiliate.
    await signUp('intime@example.com', cookie)
    expect((await tieOf('intime@example.com')).map((row) => row.affiliateId)).toEqual([affiliate.id])
  })

  it('turns the affiliate\'s opt-in lead with the same e-mail into the tie instead of adding one', async () => {
    await programme()
    const { affiliate } = await affiliateNamed('carlo')
    const [optIn] = await db.insert(leads).values({ affiliateId: affiliate.id, email: 'optin@example.com', name: 'Opt In' }).returning()
    const cookie = cookieOf(await visit('/carlo'))
    await signUp('optin@example.com', cookie)
    const rows = await db.select().from(leads)
    expect(rows).toHaveLength(1)
    expect(rows[0].id).toBe(optIn.id)
    expect(rows[0].userId).not.toBeNull()
    expect(rows[0].name).toBe('Opt In')
  })
})
