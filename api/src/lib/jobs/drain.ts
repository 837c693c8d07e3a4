// Running the due jobs of one queue now, in this process, one at a time, through the queue's own
// claim (pg-boss's fetch: FOR UPDATE SKIP LOCKED, so a job another process holds is skipped) and
// its own completion and failure (retries and backoff as in the worker). Tests use it to run what
// a request queued without waiting for a poll; so does anything that must finish the work before
// it answers.
import { queue, type PgBoss } from './boss'
import { failureOutput, runJob, type AnyHandler } from './runJob'

export type Drained = { ran: number; failed: number }

export async function drainQueue(name: string, handler: AnyHandler, options: { boss?: PgBoss; limit?: number } = {}): Promise<Drained> {
  const boss = options.boss ?? queue()
  const drained: Drained = { ran: 0, failed: 0 }
  while (drained.ran < (options.limit ?? Infinity)) {
    const [job] = await boss.fetch(name, { includeMetadata: true, batchSize: 1 })
    if (!job) break
    drained.ran++
    try {
      const output = await runJob(job, handler)
      await boss.complete(name, job.id, output && typeof output === 'object' ? output : {})
    } catch (error) {
      drained.failed++
      await boss.fail(name, job.id, failureOutput(error))
    }
  }
  return drained
}
