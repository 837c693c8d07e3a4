// enqueue: the one way code asks for background work. Given the writer's transaction, the job is
// stored on that transaction's connection: it exists if and only if the writes it follows were
// committed (a rolled-back import queues nothing, a committed one is never left without its job).
// The request that asked for it travels in the job, so the job's log lines carry its request id.
import type { Executor } from '../db'
import { maybeContext } from '../context'
import { queue } from './boss'
import { transactionQueueDb } from './queueDb'
import type { JobName, JobPayloads } from './registry'

/** What is stored in a job: the payload, and the request that queued it (for the logs). */
export type JobData<N extends JobName = JobName> = { payload: JobPayloads[N]; requestId?: string }

export type EnqueueOptions = {
  /** The writer's transaction: the job commits or rolls back with it. */
  tx?: Executor
  /**
   * At most one waiting job per key for names that collapse copies (registry.ts `collapse`); for
   * the others, a label the /jobs page shows.
   */
  singletonKey?: string
  /** Not before this instant (a delayed job). */
  startAfter?: Date
}

/**
 * Queues one job; answers its id, or null when a waiting copy of a collapsing job (a sweep
 * already queued) makes this one unnecessary.
 */
export async function enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<string | null> {
  const requestId = maybeContext()?.request.requestId
  const data: JobData<N> = requestId ? { payload, requestId } : { payload }
  return queue().send(name, data, {
    ...(options.tx ? { db: transactionQueueDb(options.tx) } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  })
}
