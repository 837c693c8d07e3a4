// The checks a landing page's document passes before it is saved or previewed: the block schemas
// (common/validation/landingPages.ts parseLandingDocument), then what only the server knows: a Price block's
// funnel exists (and a marketing page names one), a Video block's link is something a player can
// play, an uploaded file a block shows is a page-media upload. The first problem is refused with a message naming the block ("Block 3 (Price): ..."), so
// the builder can point at it; nothing is written.
import { and, eq, inArray } from 'drizzle-orm'
import { landingMessages, PAGE_MEDIA_PATH, type LandingDocument, type LandingVideo } from '../../../../common/landingPages'
import { parseLandingDocument } from '../../../../common/validation/landingPages'
import { funnels, storedFiles } from '../../../../db/schema'
import type { Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { embeddedVideo, VIDEO_FILE } from '../learning/media'

/** The field the refusal names (BAD_USER_INPUT extensions.properties.messages.document). */
export const DOCUMENT_FIELD = 'document'

/** The message of a problem in block `index` (0-based) of type `type`; the page's own problems as they are. */
export function blockMessage(index: number | null, type: string | null, message: string): string {
  if (index === null) return message
  // Messages that name the block's type already (an unknown block or field) are not told it twice.
  const named = type !== null && (message.startsWith(`${type}:`) || message.startsWith(`"${type}"`))
  return named || type === null ? `Block ${index + 1}: ${message}` : `Block ${index + 1} (${type}): ${message}`
}

const refuse = (message: string): never => {
  throw new UserInputError(message, { [DOCUMENT_FIELD]: [message] })
}

/**
 * The player of a Video block's link: YouTube or Vimeo (their embed players), a page-media upload
 * (/api/files/uploads/{id}) or an https link to a video file; null for anything else.
 */
export function landingVideo(url: string): LandingVideo | null {
  const value = url.trim()
  if (!value) return null
  const embedded = embeddedVideo(value)
  if (embedded) return { provider: embedded.provider, videoId: embedded.videoId, url: embedded.url }
  if (PAGE_MEDIA_PATH.test(value)) return { provider: 'file', videoId: null, url: value }
  try {
    const link = new URL(value)
    if (link.protocol === 'https:' && VIDEO_FILE.test(link.pathname)) return { provider: 'file', videoId: null, url: link.toString() }
  } catch {
    return null
  }
  return null
}

/** The uploads a block shows by address (/api/files/uploads/{id}), with the message a wrong one is refused with. */
function uploadsOf(block: LandingDocument['content'][number]): { id: number; message: string }[] {
  const named = (url: string, message: string) => (PAGE_MEDIA_PATH.test(url) ? [{ id: Number(url.slice(url.lastIndexOf('/') + 1)), message }] : [])
  if (block.type === 'Hero') return named(block.props.imageUrl, landingMessages.imageUrl)
  if (block.type === 'Image') return named(block.props.url, landingMessages.imageUrl)
  if (block.type === 'Video') return named(block.props.url.trim(), landingMessages.videoUrl)
  return []
}

/**
 * The document as it will be stored, or a UserInputError naming its first problem. `pageFunnelId`:
 * the funnel whose page this is (null for a marketing page, where each Price block must name one).
 * An uploaded file a block shows must be a page-media upload (public to visitors; any other file
 * would show them nothing). Two statements at most: the Price blocks' funnels, and the uploads.
 */
export async function checkLandingDocument(executor: Executor, input: unknown, pageFunnelId: string | null): Promise<LandingDocument> {
  const parsed = parseLandingDocument(input)
  if (!parsed.ok) {
    const { block, message } = parsed.problem
    const type = block === null ? null : (((input as { content?: { type?: unknown }[] })?.content?.[block]?.type as string | undefined) ?? null)
    return refuse(blockMessage(block, typeof type === 'string' ? type : null, message))
  }
  const { document } = parsed
  const named = new Set<string>()
  for (const [index, block] of document.content.entries()) {
    if (block.type === 'Price') {
      if (block.props.funnelId) named.add(block.props.funnelId)
      else if (pageFunnelId === null) refuse(blockMessage(index, 'Price', landingMessages.funnelNeeded))
    }
    if (block.type === 'Video' && !landingVideo(block.props.url)) refuse(blockMessage(index, 'Video', landingMessages.videoUrl))
  }
  const uploads = document.content.flatMap(uploadsOf)
  const [foundFunnels, foundMedia] = await Promise.all([
    named.size ? executor.select({ id: funnels.id }).from(funnels).where(inArray(funnels.id, [...named])) : [],
    uploads.length
      ? executor
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(and(inArray(storedFiles.id, [...new Set(uploads.map((upload) => upload.id))]), eq(storedFiles.purpose, 'page-media')))
      : [],
  ])
  const funnelIds = new Set(foundFunnels.map((row) => row.id))
  const missingFunnel = document.content.findIndex((block) => block.type === 'Price' && block.props.funnelId !== '' && !funnelIds.has(block.props.funnelId))
  if (missingFunnel >= 0) refuse(blockMessage(missingFunnel, 'Price', landingMessages.unknownFunnel))
  const mediaIds = new Set(foundMedia.map((row) => row.id))
  for (const [index, block] of document.content.entries()) {
    const wrong = uploadsOf(block).find((upload) => !mediaIds.has(upload.id))
    if (wrong) refuse(blockMessage(index, block.type, wrong.message))
  }
  return document
}
