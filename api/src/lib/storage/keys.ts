// Storage keys: '<yyyy>/<mm>/<uuid>/<sanitized file name>'. The year and month spread objects over
// folders (and show when a file came); the uuid makes every key unique, so two uploads named
// alike never collide and an object, once written, never changes; the name keeps downloads and
// listings readable. common/files.ts's isStorageKey() recognises exactly these.
import { randomUUID } from 'node:crypto'
import sanitize from 'sanitize-filename'
import { fileExtension, isStorageKey } from '../../../../common/files'

/** Longest file name kept (characters), extension included: long enough for any real name. */
export const MAX_FILE_NAME_LENGTH = 120
/** ... and bytes of UTF-8, well under the 255 that file systems allow. */
export const MAX_FILE_NAME_BYTES = 200

// Bidirectional overrides and isolates can make 'gpj.exe' display as 'exe.jpg'; zero-width
// characters hide differences between names. Neither belongs in a file name.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/**
 * A file name safe on every file system and in every header: no path, no characters that are
 * illegal on Windows or Unix (sanitize-filename), no control or invisible characters, no leading
 * dots (hidden files), whitespace collapsed, at most MAX_FILE_NAME_LENGTH characters (and
 * MAX_FILE_NAME_BYTES) with the extension kept. Never empty: 'file' when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? ''
  let clean = sanitize(shorten(base.replace(INVISIBLE, '')), { replacement: '_' })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
  if (clean.replace(/[_.\s]/g, '') === '') clean = ''
  return clean || 'file'
}

/** At most MAX_FILE_NAME_LENGTH characters and MAX_FILE_NAME_BYTES of UTF-8, cut from the stem so a real extension stays. */
function shorten(name: string): string {
  const fits = (text: string) => [...text].length <= MAX_FILE_NAME_LENGTH && Buffer.byteLength(text) <= MAX_FILE_NAME_BYTES
  if (fits(name)) return name
  const found = fileExtension(name)
  const ext = found.length <= 16 ? name.slice(name.length - found.length) : ''
  const stem = [...name.slice(0, name.length - ext.length)].slice(0, MAX_FILE_NAME_LENGTH - ext.length)
  while (stem.length > 0 && Buffer.byteLength(stem.join('') + ext) > MAX_FILE_NAME_BYTES) stem.pop()
  return `${stem.join('').trimEnd()}${ext}`
}

/** A new key for a file called `fileName` (sanitized here), dated `now` in UTC. */
export function newStorageKey(fileName: string, now = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0')
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${year}/${month}/${randomUUID()}/${sanitizeFileName(fileName)}`
}

/** Refuses anything that is not a key newStorageKey() could have made (drivers call this first). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 300))}`)
}
