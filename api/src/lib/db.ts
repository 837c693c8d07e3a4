// The one database handle of the API: Drizzle over node-postgres, on DATABASE_URL
// (a real PostgreSQL, or the embedded PGlite server, see embeddedDb.ts).
import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from '../../../db/schema'
import './env'

export type Database = NodePgDatabase<typeof schema>
/** A transaction or the database itself: services take either so callers can compose them. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

// Postgres `date` columns stay 'YYYY-MM-DD' strings: a calendar date has no time zone.
pg.types.setTypeParser(1082, (value) => value)
// bigint counts (count(*)) fit in a JS number for everything this product counts.
pg.types.setTypeParser(20, (value) => Number(value))

let pool: pg.Pool | undefined
let database: Database | undefined

/**
 * The pool's settings from the environment (docs/security.md "Timeouts"), so that a database that
 * stops answering fails requests instead of hanging them:
 *   DATABASE_CONNECT_TIMEOUT_MS (5000)   connecting, and waiting for a free connection of the pool
 *   DATABASE_STATEMENT_TIMEOUT_MS (15000) one statement, enforced by PostgreSQL; the client gives
 *                                        up 5 s later still (query_timeout: a server that went
 *                                        silent, and PGlite, which enforces no timeout itself)
 *   DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS (30000) a transaction left open between statements
 * 0 turns one off. Migrations run without them (migrate.ts).
 */
export function poolConfig(env: NodeJS.ProcessEnv = process.env): pg.PoolConfig {
  const whole = (name: string, fallback: number) => {
    const raw = env[name]
    const value = raw === undefined || raw === '' ? fallback : Number(raw)
    if (!Number.isInteger(value) || value < 0) throw new Error(`Setting ${name} must be a whole number, got "${raw}"`)
    return value
  }
  const ms = (name: string, fallback: number) => whole(name, fallback) || undefined
  const statementTimeout = ms('DATABASE_STATEMENT_TIMEOUT_MS', 15_000)
  const url = env.DATABASE_URL
  if (!url) throw new Error('Missing setting DATABASE_URL: add it to .env (see .env.defaults)')
  return {
    connectionString: url,
    max: whole('DATABASE_POOL_SIZE', 5),
    connectionTimeoutMillis: ms('DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout === undefined ? undefined : statementTimeout + Math.min(statementTimeout, 5_000),
    idle_in_transaction_session_timeout: ms('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000),
  }
}

export function getPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool(poolConfig())
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('database pool error', error))
  }
  return pool
}

export const db: Database = new Proxy({} as Database, {
  // Created on first use so that commands can point DATABASE_URL at the embedded server first.
  get(_target, property) {
    if (!database) database = drizzle(getPool(), { schema, casing: 'snake_case' })
    const value = Reflect.get(database, property)
    return typeof value === 'function' ? value.bind(database) : value
  },
})

/**
 * The embedded database's URLs carry this application name (embeddedDb.ts embeddedUrl): PGlite
 * serves every client on one session, so a statement one client prepared by name exists for all
 * of them, and another client preparing it again is refused.
 */
export const EMBEDDED_APPLICATION_NAME = 'tribe-embedded'

/** Whether `pool` is the embedded database's, read once per pool (a click asks on every call). */
const oneSession = new WeakMap<pg.Pool, boolean>()
function sharesOneSession(pool: pg.Pool): boolean {
  let shared = oneSession.get(pool)
  if (shared === undefined) {
    try {
      shared = new URL(pool.options.connectionString ?? '').searchParams.get('application_name') === EMBEDDED_APPLICATION_NAME
    } catch {
      shared = false
    }
    oneSession.set(pool, shared)
  }
  return shared
}

/**
 * A statement PostgreSQL parses and plans once per connection (a named prepared statement), for the
 * few paths where planning costs as much as running: a click on an affiliate link plans an insert
 * with a join and subqueries in about 0.2 ms and runs it in about as much. `statement` names its
 * inputs with sql.placeholder('name'); the answer runs it with their values and gives its rows. On
 * the embedded database (one session for all clients) it runs unnamed. Everything else goes through
 * `db`.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(statement)
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const params = fillPlaceholders(query.params, values)
    const pool = getPool()
    const config = sharesOneSession(pool) ? { text: query.sql, values: params } : { name, text: query.sql, values: params }
    return (await pool.query(config)).rows as Row[]
  }
}

export async function closeDb() {
  const current = pool
  pool = undefined
  database = undefined
  await current?.end()
}

export { schema }
