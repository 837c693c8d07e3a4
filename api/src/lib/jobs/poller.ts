// One queue's poll loop: fetch a due job, run it, complete or fail it, and look again at once while
// there was one (else after the polling interval, or when nudged). pg-boss's own work() loop does
// not await its completion and failure statements, so a database error there (a dropped
// connection, or the embedded socket server's interleaving, docs/operations.md) would be an
// unhandled rejection that ends the process; here every statement is awaited and its error logged.
import { logger } from '../logger'
import type { PgBoss } from './boss'
import { runNext, type AnyHandler } from './runJob'

export type Poller = { notify: () => void; stop: (timeoutMs: number) => Promise<void> }

export function startPoller(boss: PgBoss, name: string, handler: AnyHandler, intervalMs: number): Poller {
  let stopping = false
  let current: string | undefined
  let wake: (() => void) | undefined
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => (clearTimeout(timer), resolve())
    })

  const loop = (async () => {
    while (!stopping) {
      let ran = false
      try {
        ran = (await runNext(boss, name, handler, (id) => (current = id))) !== 'none'
      } catch (error) {
        // The job's row stays active and is failed (then retried) by the queue's maintenance once it expires.
        logger.error({ err: error, job: name }, 'job queue: a poll failed, trying again at the next one')
      }
      if (!ran && !stopping) await pause(intervalMs)
    }
  })()

  return {
    notify: () => wake?.(),
    stop: async (timeoutMs) => {
      stopping = true
      wake?.()
      const finished = await Promise.race([loop.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())])
      // Still running at the deadline: failed now, so another process retries it instead of waiting for its expiry.
      if (!finished && current) {
        await boss.fail(name, current, { message: 'the worker stopped while this job ran' }).catch((error: unknown) => logger.error({ err: error, job: name }, 'job queue: could not fail the job left running'))
      }
    },
  }
}
