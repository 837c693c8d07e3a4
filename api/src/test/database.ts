import { sql } from 'drizzle-orm'
import { db } from '../lib/db'

/** The tables of the public schema, by name (read once: tests do not create tables). */
let tables: Promise<string[]> | undefined
function publicTables(): Promise<string[]> {
  tables ??= db
    .execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
    .then((result) => result.rows.map((row) => row.tablename))
  return tables
}

/**
 * The job queue's tables (lib/jobs, schema pgboss) that hold jobs: emptied like the app's, so a job
 * one test queued is not run or counted by the next. Its queue and schedule rows are the queue's
 * configuration, installed once with the template, and stay.
 */
const QUEUE_TABLES = ['"pgboss"."job"', '"pgboss"."archive"']

/**
 * Empties every table of the public schema and restarts their ids: each test starts from empty
 * tables numbered from 1. One statement finds the tables that hold a row or whose id sequence has
 * moved (a test writes to a handful of the 60-odd), and one transaction empties those with DELETE
 * and restarts their sequences. A TRUNCATE of every table cost 120 to 350 ms a test (new files for
 * each table, and a cascade from users reaches nearly all of them), most of the suite's time.
 * Foreign keys and triggers are off for the transaction (session_replication_role = replica: the
 * tests' database user is a superuser), so the order of the deletes does not matter; the tables
 * left alone are empty already, so no reference is left dangling.
 */
export async function truncateAll() {
  const holding = [
    ...(await publicTables()).map((table) => `select '"public"."${table}"' as name, null as sequence where exists (select from "public"."${table}")`),
    ...QUEUE_TABLES.map((table) => `select '${table}' as name, null as sequence where exists (select from ${table})`),
  ]
  const moved = `select t.relname, s.sequencename from pg_sequences s
    join pg_class q on q.relname = s.sequencename and q.relnamespace = 'public'::regnamespace
    join pg_depend d on d.objid = q.oid and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    where s.schemaname = 'public' and s.last_value is not null`
  const dirty = (await db.execute<{ name: string; sequence: string | null }>(sql.raw(`${holding.join(' union all ')} union all ${moved}`))).rows
  if (!dirty.length) return
  const deletes = [...new Set(dirty.filter((row) => !row.sequence).map((row) => `delete from ${row.name};`))]
  const restarts = dirty.filter((row) => row.sequence).map((row) => `alter sequence "public"."${row.sequence}" restart;`)
  await db.execute(sql.raw(`begin; set local session_replication_role = replica; ${deletes.join(' ')} ${restarts.join(' ')} commit;`))
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
