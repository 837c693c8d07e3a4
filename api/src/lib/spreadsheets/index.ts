// The one import/export module for spreadsheets (docs/imports.md; streamed exports: export.ts): the bulk import templates as
// XLSX (ExcelJS) and CSV (csv-stringify), and reading an upload (one .xlsx workbook, or one .csv
// per sheet, csv-parse) into the same shape whichever format it came in: per template sheet, the
// header and every non-blank row as text cells with its spreadsheet row number (the header is
// row 1). Structural problems (missing sheet or column, unreadable file) come back as row errors.
// Reading is bounded (docs/imports.md, "Reading a workbook safely"): an .xlsx is checked against the zip limits before anything is
// inflated (zipLimits.ts) and read in a worker thread with a heap limit (readXlsx.ts); a .csv
// stops at the row cap (csv.ts).
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import {
  UPLOAD_MAX_ROWS,
  uploadMessages,
  type UploadKind,
} from '../../../../common/validation/uploads'
import type { UploadRowError } from '../../../../db/schema/uploads'
import { readCsvRecords, type CsvProblem } from './csv'
import { readXlsxSheets, type RawSheet, type XlsxProblem } from './readXlsx'
import { normalizeHeader, sheetForHeader, TEMPLATES, type TemplateSheet } from './templates'
import { checkZipDirectory } from './zipLimits'

export { normalizeHeader, sheetForHeader, TEMPLATES, type TemplateSheet } from './templates'

import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './formats'

export { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './formats'
export { csvLine, csvStream, exportFile, safeCell, xlsxStream, type ExportFile, type ExportFormat, type ExportRows, type RowBatches } from './export'

/** One data row: its spreadsheet row number and its cells by template column. */
export type SheetRow = { row: number; values: Record<string, string> }
export type ParsedSheet = { name: string; rows: SheetRow[] }
/** `failure`: the file as a whole cannot be read safely (too large once unpacked, too slow): the job fails with it. */
export type ParsedUpload = { sheets: Record<string, ParsedSheet>; errors: UploadRowError[]; totalRows: number; failure?: string }

export const spreadsheetMessages = {
  tooLargeUnpacked: 'The file could not be read: it is too large once unpacked. Remove pictures and extra sheets, or split the rows into smaller files.',
  tooSlow: 'The file could not be read: it took too long to read. Split the rows into smaller files and upload them one by one.',
} as const

/** A problem reading one file as the message an uploader sees, and whether it ends the job. */
function problemMessage(problem: XlsxProblem | CsvProblem, fileName: string): { message: string; fatal: boolean } {
  switch (problem) {
    case 'tooLarge':
      return { message: spreadsheetMessages.tooLargeUnpacked, fatal: true }
    case 'timeout':
      return { message: spreadsheetMessages.tooSlow, fatal: true }
    case 'tooManyRows':
      return { message: uploadMessages.tooManyRows(UPLOAD_MAX_ROWS), fatal: false }
    default:
      return { message: uploadMessages.unreadable(fileName), fatal: false }
  }
}
export type UploadedSpreadsheet = { fileName: string; bytes: Buffer }

/** The XLSX template of `kind`: its sheets with the header row, bold, cells formatted as text. */
export async function templateXlsx(kind: UploadKind, rows: Record<string, string[][]> = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Bulk import'
  for (const sheet of TEMPLATES[kind]) {
    const worksheet = workbook.addWorksheet(sheet.name)
    worksheet.columns = sheet.columns.map((header) => ({ header, key: header, width: Math.max(14, header.length + 2), style: { numFmt: '@' } }))
    worksheet.getRow(1).font = { bold: true }
    worksheet.views = [{ state: 'frozen', ySplit: 1 }]
    for (const values of rows[sheet.name] ?? []) worksheet.addRow(values)
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** One sheet of a template as CSV (UTF-8 with a BOM so Excel reads accents), header first. */
export function templateCsv(sheet: TemplateSheet, rows: string[][] = []): Buffer {
  return Buffer.from('\ufeff' + stringify([[...sheet.columns], ...rows], { record_delimiter: '\r\n' }), 'utf8')
}

/** The template file called `fileName` (members.xlsx, members.csv, members-subscriptions.csv ...), or null. */
export async function templateFile(fileName: string): Promise<{ body: Buffer; contentType: string } | null> {
  for (const [kind, sheets] of Object.entries(TEMPLATES) as [UploadKind, readonly TemplateSheet[]][]) {
    if (fileName === `${kind}.xlsx`) return { body: await templateXlsx(kind), contentType: XLSX_CONTENT_TYPE }
    const sheet = sheets.find((s) => s.csvName === fileName)
    if (sheet) return { body: templateCsv(sheet), contentType: CSV_CONTENT_TYPE }
  }
  return null
}

const extensionOf = (name: string) => (name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '')

/**
 * Reads an upload of `kind`: one .xlsx workbook (its sheets found by name), or .csv files (each
 * one sheet, found by its header). Every cell is text, trimmed; blank rows are skipped.
 */
export async function readUpload(kind: UploadKind, files: UploadedSpreadsheet[]): Promise<ParsedUpload> {
  const errors: UploadRowError[] = []
  const raw: Record<string, RawSheet> = {}
  const xlsx = files.filter((f) => extensionOf(f.fileName) === '.xlsx')
  const csv = files.filter((f) => extensionOf(f.fileName) === '.csv')
  const refused = (problem: XlsxProblem | CsvProblem, fileName: string): ParsedUpload => {
    const { message, fatal } = problemMessage(problem, fileName)
    return { sheets: {}, errors: [{ row: 0, message }], totalRows: 0, ...(fatal ? { failure: message } : {}) }
  }
  if (xlsx.length && csv.length) errors.push({ row: 0, message: uploadMessages.mixed })
  else if (xlsx.length > 1) errors.push({ row: 0, message: uploadMessages.oneWorkbook })
  else if (xlsx.length === 1) {
    const [file] = xlsx
    const problem = await checkZipDirectory(file.bytes)
    if (problem) return refused(problem, file.fileName)
    // Each template sheet is the first worksheet of its name (case and spaces aside).
    const pick = (names: string[]) => {
      const picked: Record<string, string> = {}
      for (const sheet of TEMPLATES[kind]) {
        const name = names.find((n) => normalizeHeader(n) === normalizeHeader(sheet.name))
        if (name !== undefined) picked[name] = sheet.name
      }
      return picked
    }
    const read = await readXlsxSheets(file.bytes, pick, { maxRows: UPLOAD_MAX_ROWS })
    if ('error' in read) return refused(read.error, file.fileName)
    Object.assign(raw, read.sheets)
  } else {
    for (const file of csv) {
      const records = readCsvRecords(file.bytes, UPLOAD_MAX_ROWS)
      if ('error' in records) {
        if (records.error !== 'unreadable') return refused(records.error, file.fileName)
        errors.push({ row: 0, message: uploadMessages.unreadable(file.fileName) })
        continue
      }
      const sheet = sheetForHeader(kind, records.header)
      if (!sheet) {
        errors.push({ row: 1, message: uploadMessages.unknownCsv(file.fileName, kind) })
        continue
      }
      if (raw[sheet.name]) {
        errors.push({ sheet: sheet.name, row: 0, message: uploadMessages.sameSheetTwice(sheet.name) })
        continue
      }
      raw[sheet.name] = records
    }
  }
  if (errors.length) return { sheets: {}, errors, totalRows: 0 }

  const sheets: Record<string, ParsedSheet> = {}
  let totalRows = 0
  for (const sheet of TEMPLATES[kind]) {
    const found = raw[sheet.name]
    if (!found) {
      if (sheet.required) errors.push({ sheet: sheet.name, row: 0, message: uploadMessages.missingSheet(sheet.name) })
      continue
    }
    const positions = new Map(found.header.map((name, index) => [normalizeHeader(name), index] as const))
    const missing = sheet.columns.filter((column) => !positions.has(normalizeHeader(column)))
    for (const column of missing) errors.push({ sheet: sheet.name, row: 1, column, message: uploadMessages.missingColumn(column, sheet.name) })
    if (missing.length) continue
    const indexes = sheet.columns.map((column) => positions.get(normalizeHeader(column)) as number)
    const rows: SheetRow[] = []
    for (const { row, cells } of found.rows) {
      const values: Record<string, string> = {}
      let blank = true
      sheet.columns.forEach((column, i) => {
        const value = (cells[indexes[i]] ?? '').trim()
        if (value) blank = false
        values[column] = value
      })
      if (!blank) rows.push({ row, values })
    }
    sheets[sheet.name] = { name: sheet.name, rows }
    totalRows += rows.length
  }
  if (!errors.length && totalRows === 0) errors.push({ row: 0, message: uploadMessages.empty })
  if (totalRows > UPLOAD_MAX_ROWS) errors.push({ row: 0, message: uploadMessages.tooManyRows(UPLOAD_MAX_ROWS) })
  return { sheets: errors.length ? {} : sheets, errors, totalRows: errors.length ? 0 : totalRows }
}

/**
 * An upload as the one file a job keeps: an .xlsx as it came; .csv files (one per sheet) put into
 * one workbook, each as the template sheet its header names, cells as typed. Answers an error
 * message instead when the files cannot be one upload.
 */
export async function uploadAsOneFile(
  kind: UploadKind,
  files: UploadedSpreadsheet[],
): Promise<{ fileName: string; bytes: Buffer; contentType: string } | { error: string }> {
  if (!files.length) return { error: uploadMessages.noFile }
  for (const file of files) {
    const ext = extensionOf(file.fileName)
    if (ext !== '.xlsx' && ext !== '.csv') return { error: uploadMessages.wrongType(file.fileName) }
    // An .xlsx is a zip (PK\x03\x04) within the zip limits; a .csv is text, never with NUL bytes.
    if (ext === '.xlsx' && !(file.bytes.length > 4 && file.bytes.readUInt32BE(0) === 0x504b0304)) return { error: uploadMessages.unreadable(file.fileName) }
    if (ext === '.xlsx') {
      const problem = await checkZipDirectory(file.bytes)
      if (problem) return { error: problemMessage(problem, file.fileName).message }
    }
    if (ext === '.csv' && file.bytes.subarray(0, 8192).includes(0)) return { error: uploadMessages.unreadable(file.fileName) }
  }
  const xlsx = files.filter((f) => extensionOf(f.fileName) === '.xlsx')
  if (xlsx.length && xlsx.length !== files.length) return { error: uploadMessages.mixed }
  if (xlsx.length > 1) return { error: uploadMessages.oneWorkbook }
  if (files.length === 1) {
    const [file] = files
    return { fileName: file.fileName, bytes: file.bytes, contentType: xlsx.length ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE }
  }
  const workbook = new ExcelJS.Workbook()
  const seen = new Set<string>()
  for (const file of files) {
    const records = readCsvRecords(file.bytes, UPLOAD_MAX_ROWS)
    if ('error' in records) return { error: problemMessage(records.error, file.fileName).message }
    const sheet = sheetForHeader(kind, records.header)
    if (!sheet) return { error: uploadMessages.unknownCsv(file.fileName, kind) }
    if (seen.has(sheet.name)) return { error: uploadMessages.sameSheetTwice(sheet.name) }
    seen.add(sheet.name)
    const worksheet = workbook.addWorksheet(sheet.name)
    // Row numbers stay those of the .csv: blank lines stay blank rows.
    for (const { row, cells } of [{ row: 1, cells: records.header }, ...records.rows]) {
      const line = worksheet.getRow(row)
      cells.forEach((cell, column) => {
        if (cell !== '') line.getCell(column + 1).value = cell
      })
    }
  }
  return { fileName: `${kind}-${files.length}-sheets.xlsx`, bytes: Buffer.from(await workbook.xlsx.writeBuffer()), contentType: XLSX_CONTENT_TYPE }
}
