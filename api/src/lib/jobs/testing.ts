// Test helpers for the job queue: the jobs of a queue as stored, and a second queue instance on a
// pool of its own (as a second process would have).
import pg from 'pg'
import { getPool, poolConfig } from '../db'
import { bossOptions, PgBoss } from './boss'
import type { QueueDb } from './queueDb'
import { QUEUE_SCHEMA } from './registry'

export type StoredJob = {
  id: string
  name: string
  state: string
  data: { payload: Record<string, unknown>; requestId?: string }
  retry_count: number
  retry_limit: number
  start_after: Date
  started_on: Date | null
  singleton_key: string | null
  output: { message?: string } | null
  seconds_until_start: number
}

/** The jobs stored for `name`, oldest first. */
export async function storedJobs(name: string): Promise<StoredJob[]> {
  const { rows } = await getPool().query<StoredJob>(
    `select *, extract(epoch from start_after - now())::float8 as seconds_until_start
     from ${QUEUE_SCHEMA}.job where name = $1 order by created_on, id`,
    [name],
  )
  return rows
}

/** A queue instance with its own pool; `close` stops it and ends the pool. */
export function separateQueue(overrides: Partial<PgBoss.ConstructorOptions> = {}): { boss: PgBoss; close: () => Promise<void> } {
  const pool = new pg.Pool({ ...poolConfig(), max: 2 })
  const db: QueueDb = { executeSql: (text, values) => pool.query(text, values as unknown[]) }
  const boss = new PgBoss(bossOptions(db, overrides))
  boss.on('error', () => {})
  return {
    boss,
    close: async () => {
      await boss.stop({ graceful: false, close: false })
      await pool.end()
    },
  }
}

/** Waits until `check` answers true (polling every 100 ms), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
