// How the queue reaches the database. pg-boss takes any object with executeSql(text, values), so
// it runs on the app's own pool (one pool per process, with its timeouts, on PostgreSQL or on the
// embedded PGlite served over the Postgres protocol) instead of opening a second one, and an
// enqueue can run on the connection of the caller's Drizzle transaction: the job is stored if and
// only if the transaction commits.
import { sql, type SQL } from 'drizzle-orm'
import type pg from 'pg'
import { getPool, type Executor } from '../db'

export type QueueDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** The app's pool. */
export const poolQueueDb: QueueDb = {
  executeSql: (text, values) => getPool().query(text, values as unknown[]),
}

/** A single client (migrations run on one of their own). */
export const clientQueueDb = (client: pg.Client | pg.PoolClient): QueueDb => ({
  executeSql: (text, values) => client.query(text, values as unknown[]),
})

/**
 * The connection of a Drizzle transaction. Drizzle keeps its client private, so pg-boss's
 * numbered parameters ($1, $2 ...) are rebuilt as a Drizzle SQL object: each placeholder becomes
 * one bound parameter (sql.param, so an array stays one uuid[] value instead of a list).
 */
export const transactionQueueDb = (tx: Executor): QueueDb => ({
  executeSql: async (text, values = []) => {
    const result = await tx.execute(toDrizzleSql(text, values))
    return { rows: result.rows as Record<string, unknown>[] }
  },
})

export function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/)
  const chunks: SQL[] = [sql.raw(parts[0])]
  for (let index = 1; index < parts.length; index += 2) {
    chunks.push(sql`${sql.param(values[Number(parts[index]) - 1])}`, sql.raw(parts[index + 1]))
  }
  return sql.join(chunks)
}
