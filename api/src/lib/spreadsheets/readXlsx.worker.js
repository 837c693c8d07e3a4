// The worker thread that reads .xlsx uploads (started by readXlsx.ts, with a heap limit, and kept
// for the next file): if a crafted workbook exhausts memory, this thread dies and the API goes on.
// Plain JavaScript on purpose: the API runs as TypeScript under tsx in development and vitest in
// tests, and as an esbuild bundle in production; a .js module beside the sources loads the same
// way in all three. One file at a time (readXlsx.ts sends the next when this one is done):
//
// 1. Unpack only what the import reads, holding each entry to the limits (zipLimits.ts, passed in
//    workerData) as it inflates, so a directory that lies about sizes gains nothing. Pictures and
//    embedded objects are kept as empty entries (drawings still find them, nothing is inflated);
//    entries ExcelJS does not read (themes, properties, printer settings) are left out.
// 2. Put them in a zip that is stored, not compressed, and load it with ExcelJS.
// 3. Post the worksheet names, wait for the main thread to say which template sheet each one is
//    (templates.ts keeps that rule), and post those sheets' rows as text cells.
// Messages: in { read: bytes, maxRows }, out { names }, in { pick }, out { sheets } or
// { error: 'tooLarge' | 'tooManyRows' | 'unreadable' }. The limits come once, in workerData.
import { parentPort, workerData } from 'node:worker_threads'
import { crc32 } from 'node:zlib'
import ExcelJS from 'exceljs'
import yauzl from 'yauzl'

const { limits } = workerData

/** The parts ExcelJS reads to give cell values, dates (styles) and links (sheet rels). */
const READ = [
  /^_rels\/\.rels$/,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\/workbook\.xml\.rels$/,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
  /^xl\/worksheets\/sheet\d+\.xml$/,
  /^xl\/worksheets\/_rels\/sheet\d+\.xml\.rels$/,
  /^xl\/drawings\/[a-zA-Z0-9]+\.xml$/,
  /^xl\/drawings\/_rels\/[a-zA-Z0-9]+\.xml\.rels$/,
  /^xl\/drawings\/vmlDrawing\d+\.vml$/,
  /^xl\/comments\d+\.xml$/,
  /^xl\/tables\/table\d+\.xml$/,
]
const MEDIA = /^xl\/(media|embeddings)\//

class Refused extends Error {
  constructor(reason) {
    super(reason)
    this.reason = reason
  }
}

/** The entries of the zip `bytes` to hand ExcelJS: [{ name, data }], each within the limits. */
async function unpack(bytes) {
  let zip
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      decodeStrings: true,
      validateEntrySizes: true,
    })
  } catch {
    throw new Refused('unreadable')
  }
  const files = []
  let entries = 0
  let total = 0
  for await (const entry of zip.eachEntry()) {
    entries += 1
    if (entries > limits.entries) throw new Refused('tooLarge')
    const name = entry.fileName
    if (name.endsWith('/')) continue
    if (MEDIA.test(name)) {
      files.push({ name, data: Buffer.alloc(0) })
      continue
    }
    if (!READ.some((pattern) => pattern.test(name))) continue
    const declared = entry.uncompressedSize
    if (declared > limits.entryBytes || total + declared > limits.totalBytes) throw new Refused('tooLarge')
    if (declared > limits.ratioFloorBytes && declared > limits.ratio * Math.max(entry.compressedSize, 1)) throw new Refused('tooLarge')
    if (entry.isEncrypted()) throw new Refused('unreadable')
    const chunks = []
    let size = 0
    try {
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream) {
        size += chunk.length
        // yauzl also stops a stream that passes its declared size; this holds the limits whatever it declares.
        if (size > declared || size > limits.entryBytes || total + size > limits.totalBytes) {
          stream.destroy()
          throw new Refused('tooLarge')
        }
        chunks.push(chunk)
      }
    } catch (error) {
      if (error instanceof Refused) throw error
      throw new Refused(/too many bytes/i.test(String(error?.message)) ? 'tooLarge' : 'unreadable')
    }
    total += size
    files.push({ name, data: Buffer.concat(chunks, size) })
  }
  return files
}

/** A zip of `files`, stored (method 0): ExcelJS reads it without inflating anything again. */
function storedZip(files) {
  const parts = []
  const directory = []
  let offset = 0
  for (const { name, data } of files) {
    const fileName = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // names in UTF-8
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(0x21, 12) // date: 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42) // extra, comment, disk, attributes: 0
    parts.push(local, fileName, data)
    directory.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directorySize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, ...directory, end])
}

/** A cell as the text a person typed: dates as mm/dd/yyyy, formulas as their result, links as their text. */
function cellText(value) {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const pad = (n) => String(n).padStart(2, '0')
    return `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('result' in value) return cellText(value.result ?? null)
    return ''
  }
  return String(value)
}

/** A worksheet's header and rows as text cells (1-based columns moved to 0-based); counts into `counted`. */
function worksheetRows(worksheet, counted, maxRows) {
  const header = []
  const rows = []
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    for (let i = 0; i < cells.length; i++) cells[i] ??= ''
    if (rowNumber === 1) header.push(...cells.map((c) => c.trim()))
    else {
      counted.rows += 1
      if (counted.rows > maxRows) throw new Refused('tooManyRows')
      rows.push({ row: rowNumber, cells })
    }
  })
  return { header, rows }
}

let answerPick = null

/** The main thread's answer to { names }: which template sheet each worksheet is. */
const picked = () => new Promise((resolve) => (answerPick = resolve))

async function read(bytes, maxRows) {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(storedZip(await unpack(bytes)))
  } catch (error) {
    if (error instanceof Refused) throw error
    throw new Refused('unreadable')
  }
  parentPort.postMessage({ names: workbook.worksheets.map((w) => w.name) })
  const pick = await picked()
  const counted = { rows: 0 }
  const sheets = {}
  for (const worksheet of workbook.worksheets) {
    const sheetName = pick[worksheet.name]
    if (sheetName && !sheets[sheetName]) sheets[sheetName] = worksheetRows(worksheet, counted, maxRows)
  }
  return sheets
}

parentPort.on('message', (message) => {
  if (message.pick) {
    answerPick?.(message.pick)
    answerPick = null
    return
  }
  read(message.read, message.maxRows).then(
    (sheets) => parentPort.postMessage({ sheets }),
    (error) => parentPort.postMessage({ error: error instanceof Refused ? error.reason : 'unreadable' }),
  )
})
