// The rows and files the storage tests name: people who upload and read uploads, sample files of
// each kind with real signatures, multipart bodies, and a local store in a temporary folder.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { LocalStorage, newStorageKey, replaceStorage } from '../../lib/storage'
import { createUser } from '../../test/factories'

/** A member who uploads, another member, and staff whose level opens courses (content back office). */
export const uploaders = async () => ({
  owner: await createUser({ email: 'owner@example.com', accessLevels: [{ name: 'member', pageAccess: {} }] }),
  other: await createUser({ email: 'other@example.com', accessLevels: ['member'] }),
  staff: await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'expert', pageAccess: { courses: true } }] }),
})

/** The uploaders, and one stored file of the owner's (its row only; put the bytes with `store`). */
export const ownedUpload = async () => {
  const people = await uploaders()
  const key = newStorageKey('Workbook.pdf')
  const [file] = await db
    .insert(storedFiles)
    .values({ key, fileName: 'Workbook.pdf', contentType: 'application/pdf', sizeBytes: samples.pdf().length, uploadedById: people.owner.id })
    .returning()
  return { ...people, file }
}

/** A 1x1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** A zip of stored (uncompressed) entries: enough for file-type to read its entries. */
export function zip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name)
    const data = Buffer.from(content)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES_XML = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`

/** Sample files with the signatures file-type reads. */
export const samples = {
  png: () => Buffer.from(PNG_1X1, 'base64'),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  mp4: () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')])
    return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat'), Buffer.alloc(8, 7)])
  },
  mp3: () => Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0)]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>'),
  csv: () => Buffer.from('name,points\nAna,10\nBen,7\n'),
  txt: () => Buffer.from('Ñandú — notes\n'),
  notUtf8: () => Buffer.from([0x61, 0x62, 0xc3, 0x28, 0x0a]),
  zip: () => zip([['readme.txt', 'hello']]),
  docx: () => zip([
    ['[Content_Types].xml', CONTENT_TYPES_XML('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml')],
    ['word/document.xml', '<w:document/>'],
  ]),
  cfb: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]),
  /** A PNG padded with zeros to exactly `size` bytes (its signature is all file-type reads). */
  pngOfSize: (size: number) => {
    const png = Buffer.from(PNG_1X1, 'base64')
    return Buffer.concat([png, Buffer.alloc(size - png.length, 0)])
  },
}

export type Part = { name: string; value: Buffer | string; filename?: string; contentType?: string }

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[], boundary = `----tribe${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename.replace(/"/g, '%22')}"`}`
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`}\r\n`
    chunks.push(Buffer.from(headers), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary }
}

/** A local store in a fresh temporary folder, made the product's store until `dispose`. */
export function temporaryStore() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tribe-files-'))
  const store = new LocalStorage(root)
  replaceStorage(store)
  return {
    store,
    root,
    /** Every object file under the folder (temporary files included), as relative paths. */
    files: () => listFiles(root),
    dispose: () => {
      replaceStorage(null)
      rmSync(root, { recursive: true, force: true })
    },
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`]
  })
}
