// Real files for the demo's lesson files and resources, put through the product's one storage
// module (api/src/lib/storage: local disk, or S3 when configured) with their stored_files rows,
// exactly as an upload would leave them. Every file is made here, small and valid: PDFs with a
// page of text, PNG images, CSV and text files, and ZIP archives of text files.
//
// Keys are derived from the file's seed name (a hash in place of the upload's random uuid), so a
// second seed run finds the same key: the bytes are rewritten identically and the stored_files row
// is kept (on conflict do nothing). Idempotent like the rest of the seed.
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { contentTypeFor } from '../../common/files'
import { storedFiles } from '../../db/schema'
import type { Executor } from '../../api/src/lib/db'
import { sanitizeFileName, storage } from '../../api/src/lib/storage'

export type SeedFile = { name: string; bytes: Buffer }

/** '2024/01/<uuid from the name>/<name>': a storage key (common/files.ts isStorageKey) stable across runs. */
export function seedStorageKey(fileName: string): string {
  const hex = createHash('sha256').update(`seed-file:${fileName}`).digest('hex')
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  return `2024/01/${uuid}/${sanitizeFileName(fileName)}`
}

/** Stores the files (bytes and stored_files rows) and returns their keys by name. */
export async function storeSeedFiles(tx: Executor, files: SeedFile[], uploadedById: number | null): Promise<Map<string, { key: string; contentType: string; sizeBytes: number }>> {
  const stored = new Map<string, { key: string; contentType: string; sizeBytes: number }>()
  const store = storage()
  for (const file of files) {
    const key = seedStorageKey(file.name)
    const contentType = contentTypeFor(file.name) ?? 'application/octet-stream'
    await store.put(key, file.bytes, { contentType })
    stored.set(file.name, { key, contentType, sizeBytes: file.bytes.length })
  }
  if (files.length) {
    await tx
      .insert(storedFiles)
      .values(files.map((file) => ({ key: stored.get(file.name)!.key, fileName: sanitizeFileName(file.name), contentType: stored.get(file.name)!.contentType, sizeBytes: file.bytes.length, uploadedById })))
      .onConflictDoNothing({ target: storedFiles.key })
  }
  return stored
}

/** A one-page PDF (PDF 1.4, Helvetica) with a title and lines of text. */
export function pdfFile(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
  const text = [
    'BT /F1 20 Tf 56 780 Td (' + escape(title) + ') Tj ET',
    ...lines.map((line, n) => `BT /F1 12 Tf 56 ${740 - n * 20} Td (${escape(line)}) Tj ET`),
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, n) => {
    offsets.push(Buffer.byteLength(body))
    body += `${n + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A PNG of `width` x `height`: a diagonal blend of two colours (RGB), with a lighter band. */
export function pngFile(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2)
      const band = Math.abs(y - height / 2) < height / 10 ? 40 : 0
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.min(255, Math.round(from[c] + (to[c] - from[c]) * t) + band)
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A ZIP archive (stored, not compressed) of text files. */
export function zipFile(entries: { name: string; text: string }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const data = Buffer.from(entry.text, 'utf8')
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(0x5821, 12) // 2024-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x5821, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
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

/** A CSV file from rows (values with commas or quotes are quoted). */
export function csvFile(rows: (string | number)[][]): Buffer {
  const cell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value))
  return Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8')
}

export const textFile = (lines: string[]) => Buffer.from(lines.join('\n') + '\n', 'utf8')
