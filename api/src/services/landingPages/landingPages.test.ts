// The landing-page builder's operations: what a save refuses (the block schemas and the server's own
// checks: Price funnels, video links, uploads that are page media) and that a refused save changes nothing; drafts, publishing, versions and restoring with
// their info log; the marketing pages' list; opt-ins for staff; the preview.
import { asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { EMPTY_DOCUMENT, landingMessages, MARKETING_PATHS, type LandingContent } from '../../../../common/landingPages'
import { infoLogs, landingOptIns, landingPages, landingPageVersions, settings, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { tableFingerprints } from '../../test/database'
import { asUser, scenario } from '../../test/scenario'
import { affiliateNamed } from '../affiliates/affiliates.scenarios'
import { quoteCheckout } from '../checkout/quote'
import { blockMessage } from './checkDocument'
import { draftMessages } from './drafts'
import { doc, hero, landingWorld, price, uploadedMedia, video } from './landingPages.scenarios'
import {
  funnelLandingPage,
  landingPage,
  landingPageOptIns,
  landingPagePreview,
  marketingPages,
  publishLandingPage,
  restoreLandingPageVersion,
  saveLandingPageDraft,
} from './landingPages'
import { MARKETING_DEFAULTS } from './marketingDefaults'

type World = Awaited<ReturnType<typeof landingWorld>>

/** The message a call is refused with. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: Error & { extensions?: { code?: string } }) => `${error.extensions?.code}: ${error.message}`,
  )

const save = (world: World, args: { id?: number; funnelId?: string; document: object }) => asUser(world.builder, () => saveLandingPageDraft(args))

describe('saving a draft', () => {
  scenario('refuses what the block schemas refuse, naming the block, and stores nothing', landingWorld, async (world) => {
    const page = await save(world, { funnelId: world.annual.id, document: doc([hero('Welcome')]) })
    const privateFile = await uploadedMedia(world.builderUser.id, 'resource-file')
    const before = await tableFingerprints()
    const cases: [object, string][] = [
      [doc([hero('Hi'), { type: 'Marquee', props: { id: 'm' } } as never]), `Block 2: ${landingMessages.unknownBlock('Marquee')}`],
      [doc([{ type: 'Hero', props: { ...hero('Hi').props, colour: 'red' } } as never]), `Block 1: ${landingMessages.unknownField('Hero', 'colour')}`],
      [doc([{ type: 'Hero', props: { ...hero('Hi').props, buttonLink: 'javascript:alert(1)' } } as never]), `Block 1 (Hero): ${landingMessages.link}`],
      [doc([{ type: 'Hero', props: { ...hero('Hi').props, buttonLink: 'data:text/html,<b>x</b>' } } as never]), `Block 1 (Hero): ${landingMessages.link}`],
      [doc([{ type: 'Hero', props: { ...hero('Hi').props, buttonLink: '//evil.example/path' } } as never]), `Block 1 (Hero): ${landingMessages.link}`],
      [doc([hero('')]), `Block 1 (Hero): ${landingMessages.required('Heading')}`],
      [{ ...doc([hero('Hi')]), zones: { 'hero-1:inner': [hero('Nested', 'n')] } }, landingMessages.zones],
      [{ root: { props: {} } }, landingMessages.document],
      [doc([hero('Hi'), price('no-such-funnel')]), `Block 2 (Price): ${landingMessages.unknownFunnel}`],
      [doc([video('https://example.com/page.html')]), `Block 1 (Video): ${landingMessages.videoUrl}`],
      [doc([video('http://example.com/clip.mp4')]), `Block 1 (Video): ${landingMessages.videoUrl}`],
      [doc([video('/api/files/uploads/abc')]), `Block 1 (Video): ${landingMessages.videoUrl}`],
      // An upload that is not page media (private to its uploader and staff), or none at all.
      [doc([hero('Hi'), video(privateFile)]), `Block 2 (Video): ${landingMessages.videoUrl}`],
      [doc([{ type: 'Image', props: { id: 'i', url: '/api/files/uploads/999', alt: 'A class', caption: '' } }]), `Block 1 (Image): ${landingMessages.imageUrl}`],
      [doc([{ type: 'Hero', props: { ...hero('Hi').props, imageUrl: privateFile } } as never]), `Block 1 (Hero): ${landingMessages.imageUrl}`],
    ]
    for (const [document, message] of cases) expect(await refusal(save(world, { id: page.id, document })), message).toBe(`BAD_USER_INPUT: ${message}`)
    expect(await tableFingerprints()).toEqual(before)
  })

  scenario("a Price block: '' is the page's own funnel on a funnel's page; a marketing page must name one that exists", landingWorld, async (world) => {
    const [marketing] = await db.insert(landingPages).values({ path: '/xmas', name: 'Christmas Promo', draft: EMPTY_DOCUMENT }).returning()
    expect(await refusal(save(world, { id: marketing.id, document: doc([price('')]) }))).toBe(`BAD_USER_INPUT: ${blockMessage(0, 'Price', landingMessages.funnelNeeded)}`)
    expect(await refusal(save(world, { id: marketing.id, document: doc([price(world.lifetime.id)]) }))).toBe('accepted')
    expect(await refusal(save(world, { funnelId: world.annual.id, document: doc([price(''), price(world.lifetime.id, 'price-2')]) }))).toBe('accepted')
  })

  scenario('a Video block: YouTube, Vimeo, an uploaded page file, an https link to a video file', landingWorld, async (world) => {
    const media = await uploadedMedia(world.builderUser.id)
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', media, 'https://cdn.example.com/intro.mp4']) {
      expect(await refusal(save(world, { funnelId: world.annual.id, document: doc([video(url)]) })), url).toBe('accepted')
    }
  })

  scenario('exactly one of id and funnelId; an unknown funnel or page is not found', landingWorld, async (world) => {
    expect(await refusal(save(world, { document: doc([]) }))).toBe(`BAD_USER_INPUT: ${draftMessages.onePage}`)
    expect(await refusal(save(world, { id: 1, funnelId: world.annual.id, document: doc([]) }))).toBe(`BAD_USER_INPUT: ${draftMessages.onePage}`)
    expect(await refusal(save(world, { funnelId: 'nope', document: doc([]) }))).toBe(`NOT_FOUND: ${draftMessages.funnelNotFound}`)
    expect(await refusal(save(world, { id: 999, document: doc([]) }))).toBe(`NOT_FOUND: ${landingMessages.notFound}`)
    expect(await refusal(asUser(world.builder, () => funnelLandingPage({ funnelId: 'nope' })))).toBe(`NOT_FOUND: ${draftMessages.funnelNotFound}`)
    expect(await asUser(world.builder, () => funnelLandingPage({ funnelId: world.annual.id }))).toBeNull()
  })
})

describe('drafts, versions and restoring', () => {
  scenario('save, publish, refuse a publish without changes, restore; versions newest first; each publish and restore logged', landingWorld, async (world) => {
    const first = await save(world, { funnelId: world.annual.id, document: doc([hero('  Version one  ')]) })
    expect(first).toMatchObject({
      funnelId: world.annual.id,
      path: null,
      name: 'Annual',
      publicPath: '/annual',
      draft: doc([hero('Version one')]),
      draftUpdatedBy: 'Ana Reyes',
      publishedVersion: null,
      publishedAt: null,
      hasUnpublishedChanges: true,
      versions: [],
    })
    expect(first.draftUpdatedAt).not.toBeNull()
    expect(await asUser(world.builder, () => funnelLandingPage({ funnelId: world.annual.id }))).toMatchObject({ id: first.id })

    const published = await asUser(world.builder, () => publishLandingPage({ id: first.id }))
    expect(published).toMatchObject({ publishedVersion: 1, hasUnpublishedChanges: false, versions: [{ version: 1, publishedBy: 'Ana Reyes' }] })
    expect(await refusal(asUser(world.builder, () => publishLandingPage({ id: first.id })))).toBe(`BAD_USER_INPUT: ${landingMessages.noDraftChanges}`)

    // The same document saved again (keys in another order) is still no change.
    await save(world, { id: first.id, document: { content: [{ props: { ...hero('Version one').props }, type: 'Hero' }], root: { props: { description: '', title: '' } } } })
    expect((await asUser(world.builder, () => landingPage({ id: first.id }))).hasUnpublishedChanges).toBe(false)

    const second = await asUser(world.unnamed, () => saveLandingPageDraft({ id: first.id, document: doc([hero('Version two')]) }))
    expect(second).toMatchObject({ hasUnpublishedChanges: true, draftUpdatedBy: 'pages@example.com', publishedVersion: 1 })
    const two = await asUser(world.unnamed, () => publishLandingPage({ id: first.id }))
    expect(two.versions.map((version) => [version.version, version.publishedBy])).toEqual([
      [2, 'pages@example.com'],
      [1, 'Ana Reyes'],
    ])

    const restored = await asUser(world.builder, () => restoreLandingPageVersion({ id: first.id, version: 1 }))
    expect(restored).toMatchObject({ draft: doc([hero('Version one')]), publishedVersion: 2, hasUnpublishedChanges: true, draftUpdatedBy: 'Ana Reyes' })
    expect(await refusal(asUser(world.builder, () => restoreLandingPageVersion({ id: first.id, version: 9 })))).toBe(`NOT_FOUND: ${landingMessages.unknownVersion}`)
    expect(await refusal(asUser(world.builder, () => publishLandingPage({ id: 999 })))).toBe(`NOT_FOUND: ${landingMessages.notFound}`)

    const logs = await db.select().from(infoLogs).orderBy(asc(infoLogs.id))
    expect(logs.map((log) => [log.action, log.userId, log.entityType, log.entityId, (log.details as { version: number }).version])).toEqual([
      ['landing-page-published', world.builderUser.id, 'landing_page', String(first.id), 1],
      ['landing-page-published', world.unnamed.id, 'landing_page', String(first.id), 2],
      ['landing-page-restored', world.builderUser.id, 'landing_page', String(first.id), 1],
    ])

    // A publisher who is gone leaves the version, named by nobody.
    await db.delete(users).where(eq(users.id, world.unnamed.id))
    expect((await asUser(world.builder, () => landingPage({ id: first.id }))).versions[0]).toMatchObject({ version: 2, publishedBy: null })
    expect(await db.select({ version: landingPageVersions.version }).from(landingPageVersions).orderBy(asc(landingPageVersions.version))).toEqual([{ version: 1 }, { version: 2 }])
  })

  scenario('the marketing pages: every path, in order, each published (rows written for paths that have none)', landingWorld, async (world) => {
    const pages = await asUser(world.builder, () => marketingPages())
    expect(pages.map((page) => page.path)).toEqual([...MARKETING_PATHS])
    expect(pages[0]).toMatchObject({ name: 'Lessons', publicPath: '/lessons', funnelId: null, publishedVersion: 1, hasUnpublishedChanges: false, draftUpdatedBy: null })
    expect(pages[0].draft).toEqual(MARKETING_DEFAULTS['/lessons'])
    expect((await asUser(world.builder, () => marketingPages())).map((page) => page.id)).toEqual(pages.map((page) => page.id))
  })
})

describe("a page's opt-ins for staff", () => {
  scenario('newest first, paged, with the affiliate code', landingWorld, async (world) => {
    const page = await save(world, { funnelId: world.annual.id, document: doc([]) })
    const { affiliate } = await affiliateNamed('carlo')
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 0, minutes))
    await db.insert(landingOptIns).values([
      { pageId: page.id, name: 'Old', email: 'old@example.com', mobileNumber: '09171234567', createdAt: at(1) },
      { pageId: page.id, name: 'New', email: 'new@example.com', mobileNumber: '09171234567', affiliateId: affiliate.id, waitlist: true, createdAt: at(2) },
    ])
    const list = await asUser(world.builder, () => landingPageOptIns({ id: page.id, pageSize: 1 }))
    expect(list).toEqual({
      items: [{ id: 2, name: 'New', email: 'new@example.com', mobileNumber: '09171234567', waitlist: true, affiliateCode: 'carlo', createdAt: at(2).toISOString() }],
      totalCount: 2,
      page: 1,
      pageSize: 1,
    })
    expect((await asUser(world.builder, () => landingPageOptIns({ id: page.id, page: 2, pageSize: 1 }))).items[0]).toMatchObject({ name: 'Old', affiliateCode: null })
    expect(await refusal(asUser(world.builder, () => landingPageOptIns({ id: 999 })))).toBe(`NOT_FOUND: ${landingMessages.notFound}`)
  })
})

describe('the preview', () => {
  scenario("answers the page as the public page would: prices from the checkout's quote, videos, workshops", landingWorld, async (world) => {
    await db.insert(settings).values([
      { name: 'enable-live-workshop', value: 'true', type: 'string', scope: 'workshop-beginner' },
      { name: 'workshop-is-live', value: 'true', type: 'string', scope: 'workshop-beginner' },
      { name: 'zoom-day-1', value: 'https://zoom.us/j/11', type: 'string', scope: 'workshop-beginner' },
    ])
    const media = await uploadedMedia(world.builderUser.id)
    const document = doc([
      price(''),
      price(world.lifetime.id, 'price-2'),
      video('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      video(media, 'video-2'),
      { type: 'WorkshopSchedule', props: { id: 'w', heading: 'Live', track: 'beginner' } },
    ])
    const content = (await asUser(world.builder, () => landingPagePreview({ funnelId: world.annual.id, document }))) as LandingContent
    expect(content).toMatchObject({ kind: 'landing', pageId: 0, funnelId: world.annual.id, closed: false })
    const annual = content.offers[world.annual.id]
    expect(annual).toMatchObject({ funnelName: 'Annual', productName: 'VA Membership', isOpen: true, checkoutPath: `/checkout/${world.annual.id}` })
    const quote = await quoteCheckout(db, { funnelId: world.annual.id, paymentTermId: '3-months', couponCode: null })
    expect(quote.ok && quote.quote.dueNow).toBe(333_335)
    expect(annual.terms.map((term) => [term.id, term.total, term.dueNow])).toEqual([
      ['one-time', 1_000_000, 1_000_000],
      ['3-months', 1_000_001, quote.ok ? quote.quote.dueNow : -1],
    ])
    expect(Object.keys(content.offers).sort()).toEqual([world.annual.id, world.lifetime.id].sort())
    expect(content.videos).toEqual({
      'video-1': { provider: 'youtube', videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      'video-2': { provider: 'file', videoId: null, url: media },
    })
    expect(content.workshops.beginner).toMatchObject({ live: true, days: [{ day: 1, zoomUrl: 'https://zoom.us/j/11' }, { day: 2 }, { day: 3 }] })
    expect(Object.keys(content.workshops)).toEqual(['beginner'])

    // A closed funnel's preview is closed, its offer leads to the closed page; a document the schemas refuse is refused.
    const closed = (await asUser(world.builder, () => landingPagePreview({ funnelId: world.closed.id, document: doc([price('')]) }))) as LandingContent
    expect(closed).toMatchObject({ closed: true, offers: { [world.closed.id]: { isOpen: false, checkoutPath: '/checkout/closed' } } })
    expect(await refusal(asUser(world.builder, () => landingPagePreview({ funnelId: null, document: doc([price('')]) })))).toBe(
      `BAD_USER_INPUT: ${blockMessage(0, 'Price', landingMessages.funnelNeeded)}`,
    )
    expect(await refusal(asUser(world.builder, () => landingPagePreview({ funnelId: 'nope', document: doc([]) })))).toBe(`NOT_FOUND: ${draftMessages.funnelNotFound}`)
  })
})
