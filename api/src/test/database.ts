import { sql } from 'drizzle-orm'
import { db } from '../lib/db'

/** The tables of the public schema, by name. */
async function publicTables(): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  return result.rows.map((row) => row.tablename)
}

/** Empties every table of the public schema and restarts their ids. */
export async function truncateAll() {
  const tables = (await publicTables()).map((table) => `"public"."${table}"`)
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`))
}

/** Rows in every table, by table (one statement): what a call added or removed, table by table. */
export async function tableRowCounts(): Promise<Record<string, number>> {
  const union = (await publicTables()).map((table) => `select '${table}' as name, count(*)::int as rows from "public"."${table}"`).join(' union all ')
  const counts = (await db.execute<{ name: string; rows: number }>(sql.raw(union))).rows
  return Object.fromEntries(counts.map(({ name, rows }) => [name, Number(rows)]))
}

/** One fingerprint of each table's contents (one statement): equal before and after = nothing stored or changed. */
export async function tableFingerprints(): Promise<Record<string, string>> {
  const parts = (await publicTables()).map((table) => `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "public"."${table}" x`)
  const result = await db.execute<{ t: string; h: string }>(sql.raw(parts.join(' union all ')))
  return Object.fromEntries(result.rows.map((row) => [row.t, row.h]))
}
