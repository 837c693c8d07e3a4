// Running the due jobs of one queue now, in this process, one at a time, through the queue's own
// claim (pg-boss's fetch: FOR UPDATE SKIP LOCKED, so a job another process holds is skipped) and
// its own completion and failure (retries and backoff as in the worker). Tests use it to run what
// a request queued without waiting for a poll; so does anything that must finish the work before
// it answers.
import { queue, type PgBoss } from './boss'
import { runNext, type AnyHandler } from './runJob'

export type Drained = { ran: number; failed: number }

export async function drainQueue(name: string, handler: AnyHandler, options: { boss?: PgBoss; limit?: number } = {}): Promise<Drained> {
  const boss = options.boss ?? queue()
  const drained: Drained = { ran: 0, failed: 0 }
  while (drained.ran < (options.limit ?? Infinity)) {
    const outcome = await runNext(boss, name, handler)
    if (outcome === 'none') break
    drained.ran++
    if (outcome === 'failed') drained.failed++
  }
  return drained
}
