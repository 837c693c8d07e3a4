// Zips the spreadsheet tests build (to prove the zip limits): a workbook's entries taken apart and put
// back together with an extra entry, e.g. a sheet of zeros that unpacks to hundreds of megabytes
// from a few hundred kilobytes, its size told truthfully in the zip's directory or not.
import { once } from 'node:events'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'
import yauzl from 'yauzl'

export type ZipEntry = {
  name: string
  /** The entry's bytes, deflated when written. */
  data?: Buffer
  /** Instead of `data`: this many zero bytes, deflated as a stream (never held unpacked). */
  zeros?: number
  /** The unpacked size the zip's directory and local header claim (the real one when not given). */
  claimedSize?: number
}

const ZERO_CHUNK = Buffer.alloc(1024 * 1024)

async function deflatedZeros(size: number): Promise<{ packed: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  let crc = 0
  for (let left = size; left > 0; left -= ZERO_CHUNK.length) {
    const chunk = left >= ZERO_CHUNK.length ? ZERO_CHUNK : ZERO_CHUNK.subarray(0, left)
    crc = crc32(chunk, crc)
    if (!deflate.write(chunk)) await once(deflate, 'drain')
  }
  deflate.end()
  await once(deflate, 'end')
  return { packed: Buffer.concat(chunks), crc }
}

/** A zip of `entries`, each deflated. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const { packed, crc } = entry.zeros !== undefined ? await deflatedZeros(entry.zeros) : { packed: deflateRawSync(entry.data ?? Buffer.alloc(0)), crc: crc32(entry.data ?? Buffer.alloc(0)) }
    const size = entry.claimedSize ?? entry.zeros ?? entry.data?.length ?? 0
    const name = Buffer.from(entry.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt16LE(0x21, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    parts.push(local, name, packed)
    directory.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.reduce((sum, part) => sum + part.length, 0), 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, ...directory, end])
}

/** The entries of a (small) zip, unpacked. */
export async function entriesOf(zip: Buffer): Promise<ZipEntry[]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true })
  const entries: ZipEntry[] = []
  for await (const entry of file.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue
    const chunks: Buffer[] = []
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
    entries.push({ name: entry.fileName, data: Buffer.concat(chunks) })
  }
  return entries
}

/** `workbook` with `extra` entries added (or put in place of those of the same name). */
export async function withEntries(workbook: Buffer, extra: ZipEntry[]): Promise<Buffer> {
  const names = new Set(extra.map((e) => e.name))
  return zipOf([...(await entriesOf(workbook)).filter((e) => !names.has(e.name)), ...extra])
}
