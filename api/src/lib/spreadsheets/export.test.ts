// Streamed exports: the CSV's bytes (quoting, formulas neutralised, BOM, CRLF) whether rows come one
// at a time or a batch at a time; a chunk per batch; and memory that stays flat because nothing is
// read ahead of the reader: a reader that stops stops the rows (CSV and XLSX), and one that goes
// away ends the service's iterator.
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { CSV_CHUNK_ROWS, csvLine, csvStream, xlsxStream } from './export'

const HEADER = ['Name', 'Note'] as const

/** `count` rows, counting how many were asked for and whether the iterator was ended. */
function countedRows(count: number) {
  const seen = { produced: 0, ended: false }
  async function* rows() {
    try {
      for (let i = 0; i < count; i++) {
        seen.produced += 1
        yield [`Member ${i}`, `note ${'x'.repeat(100)} ${i}`]
      }
    } finally {
      seen.ended = true
    }
  }
  return { seen, rows: rows() }
}

async function* fromArray<T>(items: T[]) {
  for (const item of items) yield item
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('csvLine', () => {
  it('quotes a cell with a comma, a quote or a line break, neutralises formulas, ends with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\r\nlines', 'lone\nbreak', '', ' spaced '])).toBe('plain,"a,b","say ""hi""","two\r\nlines","lone\nbreak",, spaced \r\n')
    expect(csvLine(['=HYPERLINK("http://evil")', '+639171234567', '-5', '@SUM(A1)'])).toBe(`"'=HYPERLINK(""http://evil"")",+639171234567,-5,'@SUM(A1)\r\n`)
  })

  it('writes what csv-stringify wrote for the cells a report holds', () => {
    const rows = [['Ana Santos', 'ana@example.com', 'VA, Membership', '2026-02-08', '3.00', 'Paid', '2026-02-09 08:00:00', 'GCash'], ['Niño "Jr" Cruz', 'é@example.com', '', '', '0.00', 'Overdue', '', '']]
    expect(rows.map(csvLine).join('')).toBe(stringify(rows, { record_delimiter: '\r\n' }))
  })
})

describe('csvStream', () => {
  it('writes the BOM and header, then the rows, the same whether they come one at a time or in batches', async () => {
    const rows = Array.from({ length: CSV_CHUNK_ROWS * 2 + 3 }, (_, i) => [`Member ${i}`, i % 7 ? 'ok' : '=1+1'])
    const oneByOne = await buffer(csvStream(HEADER, fromArray(rows)))
    // Batches of the driver's rows, made into cells as they are written, and emptied once written.
    const pages = [rows.slice(0, 10), [], rows.slice(10)].map((page) => page.map(([name, note]) => ({ name, note })))
    const batched = await buffer(csvStream(HEADER, { batches: fromArray(pages), cells: (row: { name: string; note: string }) => [row.name, row.note] }))
    expect(batched.equals(oneByOne)).toBe(true)
    expect(pages.map((page) => page.length)).toEqual([0, 0, 0])
    const text = oneByOne.toString('utf8')
    expect(text.startsWith('\ufeffName,Note\r\nMember 0,\'=1+1\r\nMember 1,ok\r\n')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(rows.length + 2)
    expect(text.endsWith(`Member ${rows.length - 1},ok\r\n`)).toBe(true)
  })

  it('leaves a chunk per batch, not a write per row', async () => {
    const stream = csvStream(HEADER, fromArray(Array.from({ length: CSV_CHUNK_ROWS * 3 }, (_, i) => [`Member ${i}`, ''])))
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    // The BOM and header, then three batches.
    expect(chunks).toHaveLength(4)
  })

  it('reads no further than the reader: a reader that stops stops the rows; one that goes away ends them', async () => {
    const { seen, rows } = countedRows(100_000)
    const stream = csvStream(HEADER, rows)
    const first = await new Promise<Buffer>((resolve) => stream.once('data', (chunk: Buffer) => (stream.pause(), resolve(chunk))))
    expect(first.toString('utf8')).toContain('Name,Note')
    await tick()
    // What the reader has and what waits in the stream's buffer: a few batches, never the whole file.
    expect(seen.produced).toBeLessThanOrEqual(CSV_CHUNK_ROWS * 3)
    expect(seen.ended).toBe(false)
    stream.destroy()
    await once(stream, 'close')
    await tick()
    expect(seen.ended).toBe(true)
    expect(seen.produced).toBeLessThanOrEqual(CSV_CHUNK_ROWS * 3)
  })
})

describe('xlsxStream', () => {
  it('waits for a reader that does not read, then writes every row when it does', async () => {
    const total = 40_000
    const { seen, rows } = countedRows(total)
    const stream: Readable = xlsxStream('Rows', HEADER, rows)
    for (let i = 0; i < 20; i++) await tick()
    // The zip writer's buffers are full: the rows wait rather than pile up in memory.
    expect(seen.produced).toBeLessThan(total / 4)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await buffer(stream)) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.rowCount).toBe(total + 1)
    expect(sheet.getRow(total + 1).getCell(1).value).toBe(`Member ${total - 1}`)
    expect(seen.ended).toBe(true)
  })

  it('ends the rows when the reader goes away', async () => {
    const { seen, rows } = countedRows(50_000)
    const stream = xlsxStream('Rows', HEADER, rows)
    for (let i = 0; i < 10; i++) await tick()
    stream.destroy()
    for (let i = 0; i < 10; i++) await tick()
    expect(seen.ended).toBe(true)
    expect(seen.produced).toBeLessThan(50_000)
  })
})
