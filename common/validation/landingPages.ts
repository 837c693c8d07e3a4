// What a landing page may hold (common/landingPages.ts): each block's fields, checked on every
// save by the service and by the builder's own test. Unknown blocks and fields are refused rather
// than dropped: nothing the editor sent is lost quietly.
import { z } from 'zod'
import { isSafeLink, landingMessages, PAGE_MEDIA_PATH, type BlockType } from '../landingRules'
import { TRAINING_TRACKS } from './training'

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
} as const satisfies Record<BlockType, z.ZodType>

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

