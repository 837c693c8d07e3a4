// Exports as files that stream: rows come from an async iterable (a service reading its table in
// keyset batches, which it may hand over a batch at a time: RowBatches) and leave as CSV or XLSX
// (ExcelJS's streaming writer), so a file of a million rows never sits in memory whole. Cells are
// text: a cell a spreadsheet would run as a formula is neutralised (safeCell).
// Memory stays flat however many rows: the CSV leaves in chunks of many rows (one write each, not
// one per row), the rows a service read are garbage as soon as their chunk is made, and both
// formats wait whenever the reader is slower than the database (backpressure) rather than holding
// what it has not read yet.
import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './formats'

export type ExportFormat = 'csv' | 'xlsx'
export type ExportFile = { fileName: string; contentType: string; body: Readable }
/**
 * Rows a batch at a time (a keyset page each, as the driver read it): one step of the iterator per
 * batch, not per row, and each row made into its cells only as it is written, so no batch of cells
 * is held. A batch is emptied once written: the driver's rows are garbage then, even if the driver
 * still holds the array.
 */
export type RowBatches<Row = string[]> = {
  batches: AsyncIterable<Row[]>
  cells(row: Row): string[]
}
/** An export's rows: one at a time, or in batches. */
export type ExportRows = AsyncIterable<string[]> | RowBatches<unknown>

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return) is
 * a formula to Excel and LibreOffice (CSV injection), so it gets a leading apostrophe, which they
 * show as text. Plain numbers and phone numbers ('+639171234567', '-5') are left as they are.
 */
export function safeCell(text: string): string {
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s().-]+$/.test(text)) return `'${text}`
  return text
}

/** Rows per CSV chunk when they come one at a time: some 60 KB of a report's lines. */
export const CSV_CHUNK_ROWS = 500

/**
 * One CSV line (RFC 4180, CRLF): a cell with a comma, a quote or a line break is quoted, its quotes
 * doubled. Written here rather than with csv-stringify, which made some 3.7 KB of garbage per
 * row of the payment report (more than everything else together) and so pushed the rows being
 * read into the old generation, where they piled up until a full collection.
 */
export function csvLine(cells: readonly string[]): string {
  let line = ''
  for (let i = 0; i < cells.length; i++) {
    const cell = safeCell(cells[i])
    if (i > 0) line += ','
    line += /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
  }
  return line + '\r\n'
}

type Batches = { iterator: AsyncIterator<unknown[]>; cells: (row: unknown) => string[] }
const asCells = (row: unknown) => row as string[]

/**
 * The rows a batch at a time, whichever way they come (rows one at a time: CSV_CHUNK_ROWS to a
 * batch). Batches are passed through as they are, not re-yielded: a generator in between would
 * hold each batch (and the driver's strings in it) while the next one is read.
 */
function batchesOf(rows: ExportRows): Batches {
  if ('batches' in rows) return { iterator: rows.batches[Symbol.asyncIterator](), cells: (row) => rows.cells(row) }
  return { iterator: batchesOfRows(rows), cells: asCells }
}

async function* batchesOfRows(rows: AsyncIterable<string[]>): AsyncGenerator<string[][]> {
  const batch: string[][] = []
  for await (const row of rows) {
    batch.push(row)
    // splice: the rows leave with the batch, not kept here while the reader takes them.
    if (batch.length >= CSV_CHUNK_ROWS) yield batch.splice(0)
  }
  if (batch.length) yield batch.splice(0)
}

/** The next batch as CSV text, or null at the end: the batch is emptied (garbage) once this returns. */
async function nextCsvChunk({ iterator, cells }: Batches): Promise<Buffer | null> {
  const next = await iterator.next()
  if (next.done) return null
  let text = ''
  for (const row of next.value) text += csvLine(cells(row))
  next.value.length = 0
  return Buffer.from(text, 'utf8')
}

/**
 * The header and rows as a CSV stream: UTF-8 with a byte-order mark (Excel reads ñ and é), CRLF
 * lines, a Buffer per batch. Pulled: the next batch is read only when the reader has taken the
 * one before (Readable.from), and a reader that goes away ends the rows' iterator.
 */
export function csvStream(header: readonly string[], rows: ExportRows): Readable {
  async function* chunks() {
    yield Buffer.from('\ufeff' + csvLine(header), 'utf8')
    const batches = batchesOf(rows)
    try {
      for (let chunk = await nextCsvChunk(batches); chunk; chunk = await nextCsvChunk(batches)) if (chunk.length) yield chunk
    } finally {
      // A reader that went away stops the service's reading too.
      await batches.iterator.return?.(undefined)
    }
  }
  return Readable.from(chunks(), { objectMode: false })
}

/**
 * Resolves when `stream` can take more, at once unless it is over its buffer: true while it is
 * still open. Writing on regardless would hold in memory everything a slow reader has not read.
 */
async function roomIn(stream: PassThrough): Promise<boolean> {
  if (!stream.writableNeedDrain || stream.destroyed) return !stream.destroyed
  // Whichever comes first; the other listener is removed (its promise settles as aborted, ignored).
  const settled = new AbortController()
  const options = { signal: settled.signal }
  await Promise.race([once(stream, 'drain', options), once(stream, 'close', options)].map((event) => event.catch(() => undefined)))
  settled.abort()
  return !stream.destroyed
}

/**
 * The header (bold, frozen) and rows as one XLSX sheet, written row by row by ExcelJS's streaming
 * writer: each row is committed (and leaves) as it is added, and the next batch waits while the
 * reader has not taken what was written. Cells are strings, so nothing in them is read as a formula.
 */
export function xlsxStream(sheetName: string, header: readonly string[], rows: ExportRows, widths: readonly number[] = []): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = header.map((name, index) => ({ header: name, key: String(index), width: widths[index] ?? Math.max(12, name.length + 2) }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  void (async () => {
    const { iterator, cells } = batchesOf(rows)
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      for (const row of next.value) sheet.addRow(cells(row)).commit()
      next.value.length = 0
      // A turn of the event loop lets the zip writer compress what was committed into `out`; when
      // the reader lags, `out` fills, the zip writer stops, and so do the rows.
      await setImmediate()
      if (!(await roomIn(out))) return void (await iterator.return?.(undefined))
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}

/** The file of `format` for the header and rows. */
export function exportFile(format: ExportFormat, baseName: string, sheetName: string, header: readonly string[], rows: ExportRows): ExportFile {
  return format === 'csv'
    ? { fileName: `${baseName}.csv`, contentType: CSV_CONTENT_TYPE, body: csvStream(header, rows) }
    : { fileName: `${baseName}.xlsx`, contentType: XLSX_CONTENT_TYPE, body: xlsxStream(sheetName, header, rows) }
}
