import { sql } from 'drizzle-orm'
import { db } from '../lib/db'

/** Empties every table of the public schema and restarts their ids. */
export async function truncateAll() {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`)
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`))
}
