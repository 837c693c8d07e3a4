// The job worker of a process: started beside the API (server.ts, unless JOBS_WORKER=off) or alone
// (`yarn rw worker`). It polls each queue (poller.ts), runs one job at a time per queue, and fires the cron
// schedules; any number of processes may run it over one database: a job is claimed by one of
// them (FOR UPDATE SKIP LOCKED), and a schedule fires once per minute it names across all of them.
import { intSetting } from '../env'
import { logger } from '../logger'
import { queue, type PgBoss } from './boss'
import { JOB_NAMES } from './registry'
import { startPoller, type Poller } from './poller'
import type { AnyHandler, JobHandlers } from './runJob'

/** How long a stopping worker waits for the jobs in progress (then they are failed, to be retried). */
export const WORKER_STOP_TIMEOUT_MS = 8_000

/** True unless this process is told to leave the jobs to a separate `yarn rw worker`. */
export const inProcessWorkerEnabled = (env: NodeJS.ProcessEnv = process.env) => (env.JOBS_WORKER ?? 'on') !== 'off'

export type StartedWorker = { stop: () => Promise<void>; pollers: Map<string, Poller> }

/** Starts `boss` (the process's queue by default) and a poller per handler; answers its stop. */
export async function startJobWorker(
  handlers: JobHandlers | Record<string, AnyHandler>,
  options: { boss?: PgBoss; pollingIntervalSeconds?: number; stopTimeoutMs?: number } = {},
): Promise<StartedWorker> {
  const boss = options.boss ?? queue()
  // The scheduler (cron) and the queue's maintenance (expiring dead runs, archiving) run in start().
  await boss.start()
  const intervalMs = (options.pollingIntervalSeconds ?? intSetting('JOBS_POLL_SECONDS', 2)) * 1000
  const pollers = new Map<string, Poller>()
  for (const [name, handler] of Object.entries(handlers) as [string, AnyHandler][]) pollers.set(name, startPoller(boss, name, handler, intervalMs))
  logger.info({ queues: [...pollers.keys()] }, 'job worker started')
  return {
    pollers,
    stop: async () => {
      await Promise.all([...pollers.values()].map((poller) => poller.stop(options.stopTimeoutMs ?? WORKER_STOP_TIMEOUT_MS)))
      await boss.stop({ graceful: true, timeout: 1_000, close: false })
      logger.info('job worker stopped')
    },
  }
}

let running: StartedWorker | undefined

/** The process's worker for every job (server.ts, `yarn rw worker`): one at most. */
export async function startProcessWorker(handlers: JobHandlers): Promise<() => Promise<void>> {
  running ??= await startJobWorker(handlers)
  return async () => {
    const stopping = running
    running = undefined
    await stopping?.stop()
  }
}

/** Asks this process's worker to look at `name` now instead of at its next poll (no-op without one). */
export function nudgeWorker(name: (typeof JOB_NAMES)[number]) {
  running?.pollers.get(name)?.notify()
}
