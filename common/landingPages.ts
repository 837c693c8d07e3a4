// Landing pages: the pages staff build from blocks in the landing-page builder (/funnels/{id}/build
// for a funnel's own page at /{slug}; /marketing-pages/{id}/build for the fixed marketing paths such
// as /lessons). One contract for the builder (web), the service that saves and publishes them
// (api/src/services/landingPages) and the public page that renders them (docs/product.md,
// "Landing pages").
//
// A page is stored as the builder's own document (Puck's Data: `root.props` and a flat `content`
// list of blocks, each `{ type, props: { id, ...fields } }`), checked on every save against the
// block schemas below: an unknown block or an unknown field is refused with a clear message, so
// what is stored is always something the renderer knows. Nothing in a document is HTML: text is
// plain or markdown rendered without raw HTML, and every link is http(s), mailto or a path of this
// site. Prices are never typed into a page: the Price block names a funnel and the server's quote
// fills in the amounts when the page is served.
import { z } from 'zod'
import { TRAINING_TRACKS } from './validation/training'
import type { TrainingTrack } from './validation/training'
import type { Workshop } from './publicPages'

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

export const landingMessages = {
  document: 'The page must be a list of blocks',
  unknownBlock: (type: string) => `"${type}" is not a block this page can hold`,
  unknownField: (block: string, field: string) => `${block}: "${field}" is not one of its fields`,
  tooManyBlocks: 'A page holds at most 60 blocks',
  zones: 'Blocks cannot be nested inside other blocks',
  link: 'Links must start with https://, http://, mailto: or / (a page of this site)',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  imageUrl: 'Image must be an https:// link or an uploaded image',
  videoUrl: 'Video must be a YouTube or Vimeo link, an uploaded video or an https:// link to a video file',
  date: 'Enter a date and time',
  funnel: 'Choose the funnel whose price this block shows',
  funnelNeeded: 'A page that is not a funnel page must choose the funnel of each Price block',
  unknownFunnel: 'That funnel does not exist',
  track: 'Choose Beginner or Experienced',
  items: (label: string, max: number) => `${label}: at most ${max} items`,
  notFound: 'Page not found',
  noDraftChanges: 'Nothing to publish: the draft is the published page',
  unknownVersion: 'That version does not exist',
}

/** A link on a page: http(s), mailto or a path of this site (never javascript:, data: or //host). */
export function isSafeLink(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true
  if (/^mailto:[^\s]+$/i.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** An uploaded file a page shows: GET /api/files/uploads/{id} (upload purpose 'page-media', public). */
export const PAGE_MEDIA_PATH = /^\/api\/files\/uploads\/\d{1,12}$/

const text = (label: string, max: number, required = false) => {
  const base = z.string({ error: landingMessages.required(label) }).trim().max(max, landingMessages.tooLong(label, max))
  return required ? base.min(1, landingMessages.required(label)) : base
}
const link = (label: string, required = false) =>
  text(label, 2000, required).refine((value) => value === '' || isSafeLink(value), landingMessages.link)
const httpsOrMedia = (message: string) =>
  z.string().trim().max(2000).refine((value) => value === '' || PAGE_MEDIA_PATH.test(value) || /^https:\/\//i.test(value), message)
/** An instant as the builder's date field sends it (an ISO string), or '' for none. */
const instant = z
  .string()
  .trim()
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), landingMessages.date)

const id = z.string().min(1).max(100)

/** The fields of each block, by its type name (the builder's component names). */
export const BLOCK_SCHEMAS = {
  Hero: z.strictObject({
    id,
    heading: text('Heading', 160, true),
    subheading: text('Subheading', 400),
    imageUrl: httpsOrMedia(landingMessages.imageUrl),
    buttonLabel: text('Button label', 60),
    buttonLink: link('Button link'),
  }),
  Text: z.strictObject({ id, heading: text('Heading', 160), markdown: text('Text', 20_000, true) }),
  Image: z.strictObject({
    id,
    url: httpsOrMedia(landingMessages.imageUrl).refine((value) => value !== '', landingMessages.imageUrl),
    alt: text('Description for screen readers', 200, true),
    caption: text('Caption', 300),
  }),
  Video: z.strictObject({ id, heading: text('Heading', 160), url: text('Video', 2000, true) }),
  Testimonials: z.strictObject({
    id,
    heading: text('Heading', 160),
    items: z
      .array(z.strictObject({ quote: text('Quote', 1000, true), name: text('Name', 100, true), detail: text('Detail', 160) }))
      .max(12, landingMessages.items('Testimonials', 12)),
  }),
  Faq: z.strictObject({
    id,
    heading: text('Heading', 160),
    items: z
      .array(z.strictObject({ question: text('Question', 300, true), answer: text('Answer', 4000, true) }))
      .max(30, landingMessages.items('Questions', 30)),
  }),
  Countdown: z.strictObject({
    id,
    heading: text('Heading', 160),
    endsAt: instant.refine((value) => value !== '', landingMessages.date),
    endedText: text('Text after the end', 300),
  }),
  Price: z.strictObject({
    id,
    heading: text('Heading', 160),
    // '' on a funnel's page: that funnel. A marketing page names one.
    funnelId: z.string().trim().max(100),
    buttonLabel: text('Button label', 60),
  }),
  OptIn: z.strictObject({
    id,
    heading: text('Heading', 160),
    text: text('Text', 1000),
    buttonLabel: text('Button label', 60),
    successMessage: text('Message after sending', 300),
  }),
  WorkshopSchedule: z.strictObject({
    id,
    heading: text('Heading', 160),
    track: z.enum(TRAINING_TRACKS, { error: landingMessages.track }),
  }),
} as const

export type BlockType = keyof typeof BLOCK_SCHEMAS
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[]
export type BlockProps<T extends BlockType> = z.output<(typeof BLOCK_SCHEMAS)[T]>
export type LandingBlock = { [T in BlockType]: { type: T; props: BlockProps<T> } }[BlockType]

export const MAX_BLOCKS = 60

/** The page's own fields (the builder's root): its title and description for search and social previews. */
export const rootSchema = z.strictObject({
  title: text('Page title', 120),
  description: text('Description', 200),
})
export type LandingRoot = z.output<typeof rootSchema>

/** A stored page: what the builder saves and the renderer draws. */
export type LandingDocument = { root: { props: LandingRoot }; content: LandingBlock[] }

export const EMPTY_DOCUMENT: LandingDocument = { root: { props: { title: '', description: '' } }, content: [] }

/** Where a document's problem is: the block's index (null: the page itself) and a message naming it. */
export type DocumentProblem = { block: number | null; message: string }

/**
 * Reads a document from the builder: the document as stored (fields trimmed), or its first problem.
 * Unknown blocks and fields are refused rather than dropped: nothing the editor sent is lost quietly.
 */
export function parseLandingDocument(input: unknown): { ok: true; document: LandingDocument } | { ok: false; problem: DocumentProblem } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, problem: { block: null, message: landingMessages.document } }
  const { root, content, zones } = input as { root?: { props?: unknown }; content?: unknown; zones?: unknown }
  if (zones && typeof zones === 'object' && Object.values(zones).some((zone) => Array.isArray(zone) && zone.length)) {
    return { ok: false, problem: { block: null, message: landingMessages.zones } }
  }
  if (!Array.isArray(content)) return { ok: false, problem: { block: null, message: landingMessages.document } }
  if (content.length > MAX_BLOCKS) return { ok: false, problem: { block: null, message: landingMessages.tooManyBlocks } }
  const rootParsed = rootSchema.safeParse(root?.props ?? { title: '', description: '' })
  if (!rootParsed.success) return { ok: false, problem: { block: null, message: firstMessage(rootParsed.error, 'Page') } }
  const blocks: LandingBlock[] = []
  for (const [index, block] of content.entries()) {
    const type = (block as { type?: unknown })?.type
    if (typeof type !== 'string' || !(type in BLOCK_SCHEMAS)) {
      return { ok: false, problem: { block: index, message: landingMessages.unknownBlock(String(type)) } }
    }
    const parsed = BLOCK_SCHEMAS[type as BlockType].safeParse((block as { props?: unknown }).props)
    if (!parsed.success) return { ok: false, problem: { block: index, message: firstMessage(parsed.error, type) } }
    blocks.push({ type, props: parsed.data } as LandingBlock)
  }
  return { ok: true, document: { root: { props: rootParsed.data }, content: blocks } }
}

function firstMessage(error: z.ZodError, block: string): string {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') return landingMessages.unknownField(block, issue.keys[0] ?? '')
  return issue?.message ?? landingMessages.document
}

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
