// Resource files and lesson attachments are shown with an icon and player chosen by their kind.
// The rule itself (the spec's category -> extensions table, video-site links) lives in
// common/files.ts, so the API stores the same category at upload time; these are its names here.
import { categoryOf, FILE_CATEGORY_EXTENSIONS, type FileCategory } from '@common/files'

export { fileExtension, isVideoLink } from '@common/files'

/** File kinds with their extensions, verbatim from the spec. */
export const ATTACHMENT_EXTENSIONS = FILE_CATEGORY_EXTENSIONS

/** images, videos, audio, presentations, spreadsheets, documents, pdf, archive or webLink. */
export type AttachmentKind = FileCategory

/**
 * The kind of an attachment from its file name or link: video-site links are videos, any other link
 * is a webLink, files go by extension, a name without extension is a webLink.
 * Returns null for an extension outside the lists (the upload form rejects those).
 */
export function classifyAttachment(nameOrUrl: string): AttachmentKind | null {
  return categoryOf(nameOrUrl)
}
