// Exports as files that stream: rows come from an async iterable (a service reading its table in
// keyset batches) and leave as CSV (csv-stringify) or XLSX (ExcelJS's streaming writer), so a
// file of a million rows never sits in memory whole. Cells are text: a cell a spreadsheet would
// run as a formula is neutralised (safeCell).
import { PassThrough, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './formats'

export type ExportFormat = 'csv' | 'xlsx'
export type ExportFile = { fileName: string; contentType: string; body: Readable }

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return) is
 * a formula to Excel and LibreOffice (CSV injection), so it gets a leading apostrophe, which they
 * show as text. Plain numbers and phone numbers ('+639171234567', '-5') are left as they are.
 */
export function safeCell(text: string): string {
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s().-]+$/.test(text)) return `'${text}`
  return text
}

/** The header and rows as a CSV stream: UTF-8 with a byte-order mark (Excel reads ñ and é), CRLF lines. */
export function csvStream(header: readonly string[], rows: AsyncIterable<string[]>): Readable {
  async function* records() {
    yield header.map(safeCell)
    for await (const row of rows) yield row.map(safeCell)
  }
  return Readable.from(records()).pipe(stringify({ bom: true, record_delimiter: '\r\n' }))
}

/**
 * The header (bold, frozen) and rows as one XLSX sheet, written row by row by ExcelJS's streaming
 * writer: each row is committed (and leaves) as it is added. Cells are strings, so nothing in
 * them is read as a formula.
 */
export function xlsxStream(sheetName: string, header: readonly string[], rows: AsyncIterable<string[]>, widths: readonly number[] = []): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = header.map((name, index) => ({ header: name, key: String(index), width: widths[index] ?? Math.max(12, name.length + 2) }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  void (async () => {
    for await (const row of rows) sheet.addRow(row).commit()
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}

/** The file of `format` for the header and rows. */
export function exportFile(format: ExportFormat, baseName: string, sheetName: string, header: readonly string[], rows: AsyncIterable<string[]>): ExportFile {
  return format === 'csv'
    ? { fileName: `${baseName}.csv`, contentType: CSV_CONTENT_TYPE, body: csvStream(header, rows) }
    : { fileName: `${baseName}.xlsx`, contentType: XLSX_CONTENT_TYPE, body: xlsxStream(sheetName, header, rows) }
}
