// Landing pages: the pages staff build from blocks in the landing-page builder (/funnels/{id}/build
// for a funnel's own page at /{slug}; /marketing-pages/{id}/build for the fixed marketing paths such
// as /lessons). One contract for the builder (web), the service that saves and publishes them
// (api/src/services/landingPages) and the public page that renders them (docs/product.md,
// "Landing pages").
//
// A page is stored as the builder's own document (Puck's Data: `root.props` and a flat `content`
// list of blocks, each `{ type, props: { id, ...fields } }`), checked on every save against the
// block schemas: an unknown block or an unknown field is refused with a clear message, so
// what is stored is always something the renderer knows. Nothing in a document is HTML: text is
// plain or markdown rendered without raw HTML, and every link is http(s), mailto or a path of this
// site. Prices are never typed into a page: the Price block names a funnel and the server's quote
// fills in the amounts when the page is served. The schemas themselves are
// common/validation/landingPages.ts (zod stays off the public pages' first screen).
import type { TrainingTrack } from './validation/training'
import type { Workshop } from './workshop'
import type { LandingDocument } from './validation/landingPages'

/** The fixed paths of the marketing pages (docs/product.md, "Landing pages"), each a builder page. */
export const MARKETING_PATHS = [
  '/lessons',
  '/fts',
  '/samplepackages',
  '/challenge',
  '/enroll',
  '/va',
  '/free-lessons',
  '/12-day-challenge',
  '/getstarted',
  '/freedom',
  '/freelancing',
  '/xmas',
  '/training',
  '/anniv',
  '/fast-track',
  '/fast',
] as const
export type MarketingPath = (typeof MARKETING_PATHS)[number]
export const isMarketingPath = (path: string): path is MarketingPath => (MARKETING_PATHS as readonly string[]).includes(path)

export { BLOCK_TYPES, isSafeLink, landingMessages, PAGE_MEDIA_PATH } from './landingRules'
export type { BlockType } from './landingRules'
export type { BlockProps, LandingBlock, LandingDocument, LandingRoot } from './validation/landingPages'

export const EMPTY_DOCUMENT: LandingDocument = { root: { props: { title: '', description: '' } }, content: [] }

/** What a Price block shows: the funnel's offer from the server (amounts in centavos). */
export type LandingOffer = {
  funnelId: string
  funnelName: string
  productName: string
  isOpen: boolean
  /** Where the button leads: the funnel's checkout (or /checkout/closed). */
  checkoutPath: string
  /** 'one-time' first, then the instalment terms. */
  terms: { id: string; name: string; numberOfPayments: number; intervalUnit: string; intervalCount: number; total: number; dueNow: number }[]
}

/** A Video block's player, worked out by the server from its link. */
export type LandingVideo = { provider: 'youtube' | 'vimeo' | 'file'; videoId: string | null; url: string }

/**
 * A published page as the public page answers it (PublicPage content kind 'landing'), with what its
 * blocks need from the server: the offers its Price blocks name, the videos, and the workshop state
 * of its WorkshopSchedule blocks.
 */
export type LandingContent = {
  kind: 'landing'
  pageId: number
  /** The funnel whose page this is (null for a marketing page). */
  funnelId: string | null
  /** Shown instead of the page's offers when the funnel is closed: the waitlist form's page. */
  closed: boolean
  document: LandingDocument
  offers: Record<string, LandingOffer>
  videos: Record<string, LandingVideo | null>
  workshops: Partial<Record<TrainingTrack, Workshop | null>>
}

/** POST here ({pageId} in the path) with an OptIn block's form: name, email, mobileNumber, website (the honeypot). */
export const landingOptInUrl = (pageId: number) => `/api/landing-pages/${pageId}/opt-ins`
