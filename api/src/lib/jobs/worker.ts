// The job worker of a process: started beside the API (server.ts, unless JOBS_WORKER=off) or alone
// (`yarn rw worker`). It polls each queue, runs one job at a time per queue, and fires the cron
// schedules; any number of processes may run it over one database: a job is claimed by one of
// them (FOR UPDATE SKIP LOCKED), and a schedule fires once per minute it names across all of them.
import { intSetting } from '../env'
import { logger } from '../logger'
import { queue, type PgBoss } from './boss'
import { JOB_NAMES } from './registry'
import { runJob, type AnyHandler, type JobHandlers } from './runJob'

/** How long a stopping worker waits for the jobs in progress (then they are failed, to be retried). */
export const WORKER_STOP_TIMEOUT_MS = 8_000

/** True unless this process is told to leave the jobs to a separate `yarn rw worker`. */
export const inProcessWorkerEnabled = (env: NodeJS.ProcessEnv = process.env) => (env.JOBS_WORKER ?? 'on') !== 'off'

export type StartedWorker = { stop: () => Promise<void>; workerIds: Map<string, string> }

/** Starts `boss` (the process's queue by default) and a poller per handler; answers its stop. */
export async function startJobWorker(
  handlers: JobHandlers | Record<string, AnyHandler>,
  options: { boss?: PgBoss; pollingIntervalSeconds?: number } = {},
): Promise<StartedWorker> {
  const boss = options.boss ?? queue()
  await boss.start()
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? intSetting('JOBS_POLL_SECONDS', 2)
  const workerIds = new Map<string, string>()
  for (const [name, handler] of Object.entries(handlers) as [string, AnyHandler][]) {
    const id = await boss.work(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, ([job]) => runJob(job, handler))
    workerIds.set(name, id)
  }
  logger.info({ queues: [...workerIds.keys()] }, 'job worker started')
  return {
    workerIds,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: WORKER_STOP_TIMEOUT_MS, close: false })
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
  const id = running?.workerIds.get(name)
  if (id) queue().notifyWorker(id)
}
