// The stored exact row count of a big table (db/schema/system.ts, row_counts), for a list's total
// without filters: a sum of at most 16 tiny rows instead of a count of every row.
import { sql, type SQL } from 'drizzle-orm'
import { rowCounts } from '../../../db/schema'

/** The tables whose rows the triggers of migration 0013 count; any other has no row_counts rows. */
export type CountedTable = 'payment_schedules'

/** A bigint subquery: the table's row count as of the statement's snapshot, exact (the triggers write
 *  it in the writers' transactions). An empty table may have no slots (a truncate of row_counts): 0. */
export function storedRowCount(table: CountedTable): SQL {
  return sql`(select coalesce(sum(${rowCounts.rowCount}), 0)::bigint from ${rowCounts} where ${rowCounts.tableName} = ${table})`
}
