// The landing pages visitors see: which page /{slug}, /{slug}/{code} and a marketing path are; the
// funnel lookup in one statement; the cache headers of a page and of an affiliate's link; where an
// affiliate's main link leads once its funnel has a page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMPTY_DOCUMENT, type LandingContent } from '../../../../common/landingPages'
import { PUBLIC_PAGE_DATA_ID, type PublicPage } from '../../../../common/publicPages'
import { landingPages } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { scenario } from '../../test/scenario'
import { affiliateNamed, programmeSettings, setSetting } from '../affiliates/affiliates.scenarios'
import { linkTarget } from '../affiliates/links'
import { countStatements } from '../../lib/statementCounter'
import { pageLoadStatus, publicPageFor } from '../publicPages/publicPages'
import { doc, hero, landingWorld, price, publishedPage } from './landingPages.scenarios'
import { MARKETING_DEFAULTS } from './marketingDefaults'

const content = (page: PublicPage | null) => page?.content as LandingContent | undefined

describe('which landing page a path is', () => {
  scenario('/{slug} of a funnel with a published page, and /{slug}/{code}: that page, open', landingWorld, async (world) => {
    const page = await publishedPage({ funnelId: world.annual.id }, doc([hero('Annual access'), price('')], { title: 'Annual | Tribe', description: '' }))
    const answer = await publicPageFor('/annual')
    expect(answer).toMatchObject({ path: '/annual', title: 'Annual | Tribe', description: 'Learn to freelance from home, with courses and a community.' })
    expect(content(answer)).toMatchObject({ kind: 'landing', pageId: page.id, funnelId: world.annual.id, closed: false, document: { content: [{ type: 'Hero' }, { type: 'Price' }] } })
    expect(content(answer)!.offers[world.annual.id]).toMatchObject({ isOpen: true })
    const withCode = await publicPageFor('/annual/carlo')
    expect(withCode?.path).toBe('/annual/carlo')
    expect(content(withCode)?.pageId).toBe(page.id)
    // A draft saved since is not what visitors see.
    await db.update(landingPages).set({ draft: doc([hero('Unpublished')]) }).where(eq(landingPages.id, page.id))
    expect(content(await publicPageFor('/annual'))!.document.content[0]).toMatchObject({ props: { heading: 'Annual access' } })
  })

  scenario('a closed funnel (or one of an inactive product) is a closed page: its own, or an empty one it gets a row for', landingWorld, async (world) => {
    await publishedPage({ funnelId: world.closed.id }, doc([hero('Back soon')], { title: '', description: 'Opens again in January.' }))
    const closed = await publicPageFor('/old-offer')
    expect(closed).toMatchObject({ title: 'Old Offer', description: 'Opens again in January.' })
    expect(content(closed)).toMatchObject({ closed: true, funnelId: world.closed.id, document: { content: [{ type: 'Hero' }] } })

    const retired = await publicPageFor('/retired-offer')
    expect(content(retired)).toMatchObject({ closed: true, funnelId: world.retiredFunnel.id, document: EMPTY_DOCUMENT })
    expect(retired?.title).toBe('Retired Offer')
    // Its waitlist form has a page to post to: a row, never published.
    const [row] = await db.select().from(landingPages).where(eq(landingPages.funnelId, world.retiredFunnel.id))
    expect(row).toMatchObject({ id: content(retired)!.pageId, publishedVersionId: null, draft: EMPTY_DOCUMENT })
    expect(content(await publicPageFor('/retired-offer'))!.pageId).toBe(row.id)
  })

  scenario('an open funnel without a published page is no landing page (its checkout, as before); an unknown slug is 404', landingWorld, async (world) => {
    await db.insert(landingPages).values({ funnelId: world.annual.id, name: 'Annual', draft: doc([hero('Draft only')]) })
    expect(await publicPageFor('/annual')).toBeNull()
    expect(await publicPageFor('/lifetime/carlo')).toBeNull()
    expect(await pageLoadStatus('/annual', false)).toBe(200)
    expect(await publicPageFor('/nowhere')).toBeNull()
    expect(await pageLoadStatus('/nowhere', false)).toBe(404)
    expect(await pageLoadStatus('/annual/carlo/more', false)).toBe(404)
  })

  scenario('a marketing path: its published version, else (no row) the default document', landingWorld, async () => {
    const fallback = await publicPageFor('/xmas')
    expect(fallback).toMatchObject({ path: '/xmas', title: MARKETING_DEFAULTS['/xmas'].root.props.title, description: MARKETING_DEFAULTS['/xmas'].root.props.description })
    expect(content(fallback)).toMatchObject({ pageId: 0, funnelId: null, closed: false, document: MARKETING_DEFAULTS['/xmas'] })
    const page = await publishedPage({ path: '/xmas', name: 'Christmas Promo' }, doc([hero('Merry Christmas')]))
    const answer = await publicPageFor('/xmas')
    expect(answer).toMatchObject({ title: 'Christmas Promo', description: '' })
    expect(content(answer)).toMatchObject({ pageId: page.id, document: doc([hero('Merry Christmas')]) })
    expect(await publicPageFor('/xmas/carlo')).toBeNull()
  })

  scenario('the funnel, its product and its published page are read in one statement', landingWorld, async (world) => {
    await publishedPage({ funnelId: world.annual.id }, doc([hero('One read')]))
    const { count, result } = await countStatements(() => publicPageFor('/annual/carlo'))
    expect(content(result)?.document.content).toHaveLength(1)
    expect(count).toBe(1)
    // Price blocks of any number of funnels add one statement (the offers together).
    await db.update(landingPages).set({ draft: EMPTY_DOCUMENT }).where(eq(landingPages.funnelId, world.annual.id))
    await publishedPage({ funnelId: world.lifetime.id }, doc([price(''), price(world.annual.id, 'p2'), price(world.trial.id, 'p3')]))
    expect((await countStatements(() => publicPageFor('/lifetime'))).count).toBe(2)
  })
})

describe("an affiliate's main link", () => {
  scenario("leads to its funnel's page once that funnel has a published page, else to its checkout", landingWorld, async (world) => {
    await programmeSettings({ mainOffer: '/annual' })
    await affiliateNamed('carlo')
    expect(await linkTarget('carlo', null)).toEqual({ kind: 'affiliate', funnelId: world.annual.id, path: `/checkout/${world.annual.id}` })
    await publishedPage({ funnelId: world.annual.id }, doc([hero('Annual')]))
    expect(await linkTarget('carlo', null)).toEqual({ kind: 'affiliate', funnelId: world.annual.id, path: '/annual' })
    await setSetting('mainOffer', '/free-training')
    expect(await linkTarget('carlo', null)).toEqual({ kind: 'affiliate', funnelId: null, path: '/free-training' })
  })
})

describe('cache headers', () => {
  const SHELL = '<!doctype html><html><head><title>Tribe</title><meta name="description" content="The app." /></head><body></body></html>'
  let app: FastifyInstance
  let webRoot: string
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'landing-pages-'))
    writeFileSync(path.join(webRoot, 'index.html'), SHELL)
    app = await createServer({ serveWeb: webRoot })
  })
  afterAll(async () => {
    await app.close()
    rmSync(webRoot, { recursive: true, force: true })
  })
  const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }

  scenario("a landing page's JSON is shared-cacheable for a minute; through an affiliate's link it is private, never stored", landingWorld, async (world) => {
    await publishedPage({ funnelId: world.annual.id }, doc([hero('Cached')]))
    const shared = await app.inject({ method: 'GET', url: '/api/public-page?path=/annual' })
    expect([shared.statusCode, shared.headers['cache-control']]).toEqual([200, 'public, max-age=60'])
    expect(shared.headers.etag).toBeTruthy()
    const marketing = await app.inject({ method: 'GET', url: '/api/public-page?path=/lessons' })
    expect([marketing.statusCode, marketing.headers['cache-control']]).toEqual([200, 'public, max-age=60'])
    const personal = await app.inject({ method: 'GET', url: '/api/public-page?path=/annual/carlo' })
    expect([personal.statusCode, personal.headers['cache-control']]).toEqual([200, 'private, no-store'])
  })

  scenario("the HTML of a page load through an affiliate's link is private, never stored; other pages are asked again", landingWorld, async (world) => {
    await programmeSettings()
    await affiliateNamed('carlo')
    await publishedPage({ funnelId: world.annual.id }, doc([hero('Through a link')], { title: 'Annual offer', description: '' }))
    const linked = await app.inject({ method: 'GET', url: '/annual/carlo', headers: browser })
    expect(linked.statusCode).toBe(200)
    expect(linked.headers['cache-control']).toBe('private, no-store')
    expect(linked.body).toContain('<title>Annual offer</title>')
    const data = linked.body.match(new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`))![1]
    expect((JSON.parse(data) as PublicPage).content).toMatchObject({ kind: 'landing', funnelId: world.annual.id })
    // Without a page (an open funnel's checkout), the link's load is still private.
    expect((await app.inject({ method: 'GET', url: '/lifetime/carlo', headers: browser })).headers['cache-control']).toBe('private, no-store')
    const page = await app.inject({ method: 'GET', url: '/annual', headers: browser })
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-cache'])
    expect((await app.inject({ method: 'GET', url: '/nowhere', headers: browser })).statusCode).toBe(404)
  })
})

it('the public page knows nothing of a path that is no funnel, marketing page or app page', async () => {
  expect(await publicPageFor('/a.b')).toBeNull()
})
