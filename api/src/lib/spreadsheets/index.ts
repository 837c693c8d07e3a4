// The one import/export module for spreadsheets (docs/imports.md): the bulk import templates as
// XLSX (ExcelJS) and CSV (csv-stringify), and reading an upload (one .xlsx workbook, or one .csv
// per sheet, csv-parse) into the same shape whichever format it came in: per template sheet, the
// header and every non-blank row as text cells with its spreadsheet row number (the header is
// row 1). Structural problems (missing sheet or column, unreadable file) come back as row errors.
import { parse as parseCsv } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import {
  UPLOAD_MAX_ROWS,
  uploadMessages,
  type UploadKind,
} from '../../../../common/validation/uploads'
import type { UploadRowError } from '../../../../db/schema/uploads'
import { normalizeHeader, sheetForHeader, TEMPLATES, type TemplateSheet } from './templates'

export { normalizeHeader, sheetForHeader, TEMPLATES, type TemplateSheet } from './templates'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/** One data row: its spreadsheet row number and its cells by template column. */
export type SheetRow = { row: number; values: Record<string, string> }
export type ParsedSheet = { name: string; rows: SheetRow[] }
export type ParsedUpload = { sheets: Record<string, ParsedSheet>; errors: UploadRowError[]; totalRows: number }
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
  const raw: Record<string, { header: string[]; rows: { row: number; cells: string[] }[] }> = {}
  const xlsx = files.filter((f) => extensionOf(f.fileName) === '.xlsx')
  const csv = files.filter((f) => extensionOf(f.fileName) === '.csv')
  if (xlsx.length && csv.length) errors.push({ row: 0, message: uploadMessages.mixed })
  else if (xlsx.length > 1) errors.push({ row: 0, message: uploadMessages.oneWorkbook })
  else if (xlsx.length === 1) {
    const workbook = new ExcelJS.Workbook()
    try {
      await workbook.xlsx.load(xlsx[0].bytes as unknown as ArrayBuffer)
    } catch {
      return { sheets: {}, errors: [{ row: 0, message: uploadMessages.unreadable(xlsx[0].fileName) }], totalRows: 0 }
    }
    for (const sheet of TEMPLATES[kind]) {
      const worksheet = workbook.worksheets.find((w) => normalizeHeader(w.name) === normalizeHeader(sheet.name))
      if (worksheet) raw[sheet.name] = worksheetRows(worksheet)
    }
  } else {
    for (const file of csv) {
      let records: string[][]
      try {
        records = parseCsv(file.bytes, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][]
      } catch {
        errors.push({ row: 0, message: uploadMessages.unreadable(file.fileName) })
        continue
      }
      const header = (records[0] ?? []).map((cell) => cell.trim())
      const sheet = sheetForHeader(kind, header)
      if (!sheet) {
        errors.push({ row: 1, message: uploadMessages.unknownCsv(file.fileName, kind) })
        continue
      }
      if (raw[sheet.name]) {
        errors.push({ sheet: sheet.name, row: 0, message: uploadMessages.sameSheetTwice(sheet.name) })
        continue
      }
      raw[sheet.name] = { header, rows: records.slice(1).map((cells, index) => ({ row: index + 2, cells })) }
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

/** A worksheet's header and rows as text cells (1-based columns moved to 0-based). */
function worksheetRows(worksheet: ExcelJS.Worksheet) {
  const header: string[] = []
  const rows: { row: number; cells: string[] }[] = []
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    for (let i = 0; i < cells.length; i++) cells[i] ??= ''
    if (rowNumber === 1) header.push(...cells.map((c) => c.trim()))
    else rows.push({ row: rowNumber, cells })
  })
  return { header, rows }
}

/** A cell as the text a person typed: dates as mm/dd/yyyy, formulas as their result, links as their text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue)
    if ('error' in value) return ''
    return ''
  }
  return String(value)
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
    // An .xlsx is a zip (PK\x03\x04); a .csv is text, never with NUL bytes.
    if (ext === '.xlsx' && !(file.bytes.length > 4 && file.bytes.readUInt32BE(0) === 0x504b0304)) return { error: uploadMessages.unreadable(file.fileName) }
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
    let records: string[][]
    try {
      records = parseCsv(file.bytes, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][]
    } catch {
      return { error: uploadMessages.unreadable(file.fileName) }
    }
    const sheet = sheetForHeader(kind, (records[0] ?? []).map((cell) => cell.trim()))
    if (!sheet) return { error: uploadMessages.unknownCsv(file.fileName, kind) }
    if (seen.has(sheet.name)) return { error: uploadMessages.sameSheetTwice(sheet.name) }
    seen.add(sheet.name)
    const worksheet = workbook.addWorksheet(sheet.name)
    // Row numbers stay those of the .csv: blank lines are kept as blank rows.
    records.forEach((cells, index) => {
      const row = worksheet.getRow(index + 1)
      cells.forEach((cell, column) => {
        if (cell !== '') row.getCell(column + 1).value = cell
      })
    })
  }
  return { fileName: `${kind}-${files.length}-sheets.xlsx`, bytes: Buffer.from(await workbook.xlsx.writeBuffer()), contentType: XLSX_CONTENT_TYPE }
}
