// Is an upload what its name says? The extension must be one of the spec's table
// (common/files.ts), and the bytes must carry that type's signature ("magic bytes", read by
// file-type): a program renamed to .pdf, or a web page renamed to .jpg, is refused. Text types
// (.txt .csv .xml .svg) have no signature: they are accepted only as valid UTF-8 without NUL
// bytes and without any binary type's signature. The stored content type comes from the
// extension (file-type names a .doc "cfb", the container it shares with .xls and .ppt).
import { isUtf8 } from 'node:buffer'
import { fileTypeFromBuffer } from 'file-type'
import { categoryOfExtension, CONTENT_TYPE_BY_EXTENSION, fileExtension, type FileCategory } from '../../../../common/files'
import { fileMessages } from './messages'

/** What file-type may call a genuine file of each binary extension. */
export const SIGNATURES_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.png': ['png', 'apng'],
  '.gif': ['gif'],
  '.bmp': ['bmp'],
  '.webp': ['webp'],
  '.mp4': ['mp4', 'm4v'],
  '.avi': ['avi'],
  '.mov': ['mov', 'mp4', 'm4v'],
  '.wmv': ['asf'],
  '.mkv': ['mkv', 'webm'],
  '.flv': ['flv'],
  '.mp3': ['mp3'],
  // The legacy Office formats are all Compound File Binary containers.
  '.ppt': ['cfb'],
  '.xls': ['cfb'],
  '.doc': ['cfb'],
  '.pptx': ['pptx'],
  '.xlsx': ['xlsx'],
  '.docx': ['docx'],
  '.pdf': ['pdf'],
  // A zip may hold an Office document or an e-book at its root: still a zip.
  '.zip': ['zip', 'docx', 'xlsx', 'pptx', 'epub', 'odt', 'ods', 'odp', 'jar'],
  '.rar': ['rar'],
}

/** Extensions whose files are text: no signature, checked as UTF-8 instead. */
export const TEXT_EXTENSIONS: readonly string[] = ['.txt', '.csv', '.xml', '.svg']

export type Inspection =
  | { ok: true; extension: string; contentType: string; category: FileCategory }
  | { ok: false; status: 400 | 415; message: string }

const refuse = (status: 400 | 415, message: string): Inspection => ({ ok: false, status, message })

/** Checks `bytes` against `fileName`'s extension (the name is already sanitized). */
export async function inspectUpload(fileName: string, bytes: Buffer): Promise<Inspection> {
  const extension = fileExtension(fileName)
  const category = extension ? categoryOfExtension(extension) : null
  const contentType = CONTENT_TYPE_BY_EXTENSION[extension]
  if (!category || !contentType) return refuse(415, fileMessages.typeNotAllowed(fileName))
  if (bytes.length === 0) return refuse(400, fileMessages.empty(fileName))

  const detected = await fileTypeFromBuffer(bytes)
  if (TEXT_EXTENSIONS.includes(extension)) {
    // XML and text formats file-type knows (calendars, subtitles) are still text.
    const textual = !detected || detected.mime.startsWith('text/') || detected.mime === 'application/xml'
    if (!textual) return refuse(415, fileMessages.contentMismatch(fileName, extension, detected.ext))
    if (!isUtf8(bytes) || bytes.includes(0)) return refuse(415, fileMessages.notText(fileName, extension))
    if (extension === '.svg' && !/<svg[\s>]/i.test(bytes.toString('utf8', 0, Math.min(bytes.length, 64 * 1024)))) {
      return refuse(415, fileMessages.notSvg(fileName))
    }
    return { ok: true, extension, contentType, category }
  }

  const expected = SIGNATURES_BY_EXTENSION[extension] ?? []
  if (!detected || !expected.includes(detected.ext)) {
    return refuse(415, fileMessages.contentMismatch(fileName, extension, detected?.ext ?? null))
  }
  return { ok: true, extension, contentType, category }
}
