// Running one job: the handler gets the payload, and every line logged while it runs carries the
// job's id and name and the id of the request that queued it. A handler that throws fails the
// run; the queue retries it with backoff while retries are left, then leaves it failed for good
// (logged as an error: it needs a person, at /jobs).
import type PgBoss from 'pg-boss'
import { logger, withLogFields } from '../logger'
import { countJobRun } from '../metrics'
import type { JobData } from './enqueue'
import type { JobName, JobPayloads } from './registry'

/** What a handler is told about its run besides the payload. */
export type JobRun = { id: string; name: string; attempt: number; retryLimit: number }

export type JobHandler<P> = (payload: P, run: JobRun) => Promise<unknown>

/** One handler per job name: the compiler refuses a name without one. */
export type JobHandlers = { [N in JobName]: JobHandler<JobPayloads[N]> }

/** A handler for any queue name (the typed ones above, or a test's own queue). */
export type AnyHandler = JobHandler<never>

/** Runs `handler` for a fetched job; throws what the handler threw, after logging it. */
export async function runJob(job: PgBoss.JobWithMetadata<unknown>, handler: AnyHandler): Promise<unknown> {
  const data = (job.data ?? {}) as Partial<JobData>
  const run: JobRun = { id: job.id, name: job.name, attempt: job.retryCount + 1, retryLimit: job.retryLimit }
  return withLogFields({ job: job.name, jobId: job.id, ...(data.requestId ? { requestId: data.requestId } : {}) }, async () => {
    const started = Date.now()
    try {
      const result = await (handler as JobHandler<unknown>)(data.payload ?? {}, run)
      logger.debug({ ms: Date.now() - started, attempt: run.attempt }, 'job done')
      return result
    } catch (error) {
      const last = job.retryCount >= job.retryLimit
      if (last) logger.error({ err: error, attempt: run.attempt }, 'job failed for good: no retries left (retry or discard it at /jobs)')
      else logger.warn({ err: error, attempt: run.attempt, retriesLeft: job.retryLimit - job.retryCount }, 'job failed: it will be retried')
      throw error
    }
  })
}

/** What the queue stores as a failed run's output: the message, without the stack. */
export function failureOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) }
}

/**
 * Claims the next due job of `name` (the queue's fetch: FOR UPDATE SKIP LOCKED), runs it and
 * completes or fails it, every statement awaited; 'none' when no job was due. `onClaim` hears the
 * claimed job's id (a stopping worker fails a job still running at its deadline).
 */
export async function runNext(boss: PgBoss, name: string, handler: AnyHandler, onClaim?: (id: string | undefined) => void): Promise<'none' | 'done' | 'failed'> {
  const [job] = await boss.fetch(name, { includeMetadata: true, batchSize: 1 })
  if (!job) return 'none'
  onClaim?.(job.id)
  try {
    const output = await runJob(job, handler)
    await boss.complete(name, job.id, output && typeof output === 'object' ? output : {})
    countJobRun(name, 'done')
    return 'done'
  } catch (error) {
    await boss.fail(name, job.id, failureOutput(error))
    countJobRun(name, 'failed')
    return 'failed'
  } finally {
    onClaim?.(undefined)
  }
}
