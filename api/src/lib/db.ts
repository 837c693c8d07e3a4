// The one database handle of the API: Drizzle over node-postgres, on DATABASE_URL
// (a real PostgreSQL, or the embedded PGlite server, see embeddedDb.ts).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../../../db/schema'
import { intSetting, setting } from './env'

export type Database = NodePgDatabase<typeof schema>
/** A transaction or the database itself: services take either so callers can compose them. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

// Postgres `date` columns stay 'YYYY-MM-DD' strings: a calendar date has no time zone.
pg.types.setTypeParser(1082, (value) => value)
// bigint counts (count(*)) fit in a JS number for everything this product counts.
pg.types.setTypeParser(20, (value) => Number(value))

let pool: pg.Pool | undefined
let database: Database | undefined

export function getPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: setting('DATABASE_URL'),
      max: intSetting('DATABASE_POOL_SIZE', 5),
    })
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

export async function closeDb() {
  const current = pool
  pool = undefined
  database = undefined
  await current?.end()
}

export { schema }
