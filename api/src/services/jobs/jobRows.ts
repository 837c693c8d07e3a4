// One job of the queue as the staff /jobs page sees it: the queue's row (pgboss.job) read by id,
// and mapped to the page's states and fields. Shared by the list (jobs.ts) and the actions.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { JOB_NAMES } from '../../lib/jobs'

/** The page's states, each the queue's states it stands for. */
export const JOB_STATES = {
  waiting: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
  completed: ['completed'],
  discarded: ['cancelled'],
} as const
export type JobState = keyof typeof JOB_STATES

/**
 * What the list may be filtered by: one state, or `open`, every job not finished (waiting, running
 * or failed), the page's default, so a failure is not buried under the minute-by-minute sweeps
 * that completed.
 */
export const JOB_FILTERS = { ...JOB_STATES, open: [...JOB_STATES.waiting, ...JOB_STATES.running, ...JOB_STATES.failed] } as const
export type JobFilter = keyof typeof JOB_FILTERS

export const jobMessages = {
  notFound: 'No such job.',
  state: `State must be one of ${Object.keys(JOB_FILTERS).join(', ')}`,
  name: `Name must be one of ${JOB_NAMES.join(', ')}`,
  notFailed: 'Only a failed job can be retried.',
  notDiscardable: 'Only a waiting or failed job can be discarded: a running job finishes (or fails) first.',
} as const

/** A row of the queue's job statements (the aliases of COLUMNS). */
export type JobRow = {
  id: string
  name: string
  state: string
  payload: unknown
  request_id: string | null
  retry_count: number
  retry_limit: number
  output: { message?: unknown } | null
  created_on: Date
  start_after: Date
  started_on: Date | null
  completed_on: Date | null
}

export const COLUMNS = sql.raw(`id::text, name, state::text, data->'payload' as payload, data->>'requestId' as request_id,
  retry_count, retry_limit, output, created_on, start_after, started_on, completed_on`)

/** The queue's own bookkeeping queues (its cron relay) are not the product's jobs. */
export const OURS = sql`name not like '\\_\\_pgboss\\_\\_%'`

const pageState = (state: string): JobState => (Object.keys(JOB_STATES) as JobState[]).find((key) => (JOB_STATES[key] as readonly string[]).includes(state)) ?? 'waiting'

/** A job as the API answers it: the page's state, its runs and times, the last error. */
export function toJob(row: JobRow) {
  const payload = JSON.stringify(row.payload ?? {})
  const failure = typeof row.output?.message === 'string' ? row.output.message : null
  const state = pageState(row.state)
  return {
    id: row.id,
    name: row.name,
    state,
    payloadSummary: payload.length > 200 ? `${payload.slice(0, 199)}…` : payload,
    // The queue counts re-runs in retry_count; a job never started has had no run.
    attempts: row.started_on ? row.retry_count + 1 : 0,
    maxAttempts: row.retry_limit + 1,
    error: state === 'failed' || row.state === 'retry' ? failure : null,
    requestId: row.request_id,
    createdAt: new Date(row.created_on).toISOString(),
    startAfter: new Date(row.start_after).toISOString(),
    startedAt: row.started_on ? new Date(row.started_on).toISOString() : null,
    finishedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  }
}

/** One job by its id; NotFoundError when the queue has none (a bad id, or long archived). */
export async function findJobRow(id: string): Promise<JobRow> {
  if (!z.uuid().safeParse(id).success) throw new NotFoundError(jobMessages.notFound)
  const [row] = (await db.execute<JobRow>(sql`select ${COLUMNS} from pgboss.job where id = ${id}::uuid and ${OURS}`)).rows
  if (!row) throw new NotFoundError(jobMessages.notFound)
  return row
}

