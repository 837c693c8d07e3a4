// Helpers the import planners share: reading a cell as a date, a boolean, an e-mail; collecting
// row problems; and the two SQL shapes every bulk statement uses (docs/imports.md): a JSON
// array of rows turned into a table with jsonb_to_recordset (one parameter, whatever the row
// count: a multi-row VALUES list would pass PostgreSQL's 65,535-parameter limit near 5,000
// members), and a JSON array of keys for `in (...)` lookups.
import { sql, type SQL } from 'drizzle-orm'
import { uploadMessages } from '../../../../common/validation/uploads'
import type { UploadRowError } from '../../../../db/schema/uploads'
import type { Executor } from '../../lib/db'

/** The problems found in a file, and which rows have at least one. */
export class Problems {
  readonly list: UploadRowError[] = []
  private readonly failed = new Set<string>()

  add(sheet: string | undefined, row: number, column: string | undefined, message: string) {
    this.list.push({ ...(sheet ? { sheet } : {}), row, ...(column ? { column } : {}), message })
    if (row > 1) this.failed.add(`${sheet}:${row}`)
  }

  /** Rows with at least one problem. */
  get failedRows() {
    return this.failed.size
  }

  get any() {
    return this.list.length > 0
  }
}

/** A table `v` of `rows` (objects keyed by the column names in `columns`, e.g. 'id int, email text'). */
export function recordset(rows: readonly object[], columns: string): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as v(${sql.raw(columns)})`
}

/** `(select ... from jsonb_array_elements_text($1))`: the keys as a subquery for `in`. */
export function keyList(keys: Iterable<string>): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify([...new Set(keys)])}::jsonb))`
}

/** Runs `statement` and returns its rows (drizzle's execute answers { rows } on both drivers). */
export async function rowsOf<T>(executor: Executor, statement: SQL): Promise<T[]> {
  const result = await executor.execute(statement)
  return (result as unknown as { rows: T[] }).rows
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail lower-cased, or null when it is not one (the spec's simple pattern). */
export function parseEmail(value: string): string | null {
  const email = value.trim().toLowerCase()
  return EMAIL.test(email) && email.length <= 254 ? email : null
}

/** mm/dd/yyyy (or m/d/yyyy) as an ISO calendar date 'yyyy-mm-dd', or null when it is not a real date. */
export function parseDate(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** 'true' / 'false' (any case; yes/no and 1/0 too); blank is false; null when it is neither. */
export function parseBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase()
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false
  if (text === 'true' || text === 'yes' || text === '1') return true
  return null
}

/** Checks a text cell's length; returns the value or null (blank). */
export function text(problems: Problems, sheet: string, row: number, column: string, value: string, max: number): string | null {
  if (!value) return null
  if (value.length > max) {
    problems.add(sheet, row, column, uploadMessages.tooLong(column, max))
    return null
  }
  return value
}

/** Marks each later repeat of a value in `column` as a duplicate of its first row. */
export function duplicateChecker(problems: Problems, sheet: string, column: string) {
  const seen = new Map<string, number>()
  return (row: number, key: string, shown = key) => {
    const first = seen.get(key)
    if (first !== undefined) {
      problems.add(sheet, row, column, uploadMessages.duplicateInFile(column, shown, first))
      return true
    }
    seen.set(key, row)
    return false
  }
}
