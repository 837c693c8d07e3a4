// Reading a .csv upload within bounds (docs/imports.md, "Reading a workbook safely"): at most the upload limit in bytes,
// and parsing stops past the row cap instead of holding every record first (ten megabytes of line
// breaks are ten million records). Each record's number is its spreadsheet row (the header is
// row 1), blank lines included, as a spreadsheet program opening the file numbers them.
import { parse as parseCsv } from 'csv-parse/sync'
import { UPLOAD_LIMIT_BYTES } from '../../../../common/files'

/** One record longer than this is no template row (a Description is at most 20,000 characters). */
const MAX_RECORD_CHARACTERS = 1_000_000
/** Blank lines a file may have beyond the row cap (spacing, trailing lines) before it counts as too many rows. */
const BLANK_LINE_ALLOWANCE = 10_000

export type CsvRecords = { header: string[]; rows: { row: number; cells: string[] }[] }
export type CsvProblem = 'unreadable' | 'tooLarge' | 'tooManyRows'

/** The header (trimmed) and each non-blank record after it; or why the file cannot be read. */
export function readCsvRecords(bytes: Buffer, maxRows: number): CsvRecords | { error: CsvProblem } {
  if (bytes.length > UPLOAD_LIMIT_BYTES) return { error: 'tooLarge' }
  const maxRecords = 1 + maxRows + BLANK_LINE_ALLOWANCE
  let records: string[][]
  try {
    // `to` stops the parser itself one record past the cap (an on_record filter would cost
    // seconds per million records here, and skipping blank lines would lose their row numbers).
    records = parseCsv(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: MAX_RECORD_CHARACTERS, to: maxRecords + 1 }) as string[][]
  } catch {
    return { error: 'unreadable' }
  }
  if (records.length > maxRecords) return { error: 'tooManyRows' }
  const rows: CsvRecords['rows'] = []
  records.forEach((cells, index) => {
    if (index > 0 && cells.some((cell) => cell.trim() !== '')) rows.push({ row: index + 1, cells })
  })
  if (rows.length > maxRows) return { error: 'tooManyRows' }
  return { header: (records[0] ?? []).map((cell) => cell.trim()), rows }
}
