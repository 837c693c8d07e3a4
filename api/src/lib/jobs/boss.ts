// The queue: pg-boss 10.4.2 (docs/operations.md says why this library and this version: 11 and
// later need Node 22), in the `pgboss` schema of the app's database, on the app's pool.
// Enqueueing needs no started queue (it is an insert), so services and tests enqueue freely; only
// a process that runs jobs starts it (worker.ts).
import PgBoss from 'pg-boss'
import { logger } from '../logger'
import { poolQueueDb, type QueueDb } from './queueDb'
import { CRON_TIME_ZONE, jobSpecs, QUEUE_SCHEMA, type JobName, type JobSpec } from './registry'

export { PgBoss }

/** pg-boss's settings shared by every instance: retention, and the intervals of its own upkeep. */
export function bossOptions(db: QueueDb, overrides: Partial<PgBoss.ConstructorOptions> = {}): PgBoss.ConstructorOptions {
  return {
    db: db as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    // Finished jobs stay listed a week (the /jobs page), failed ones a month, then go to the archive.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 30,
    ...overrides,
  }
}

let shared: PgBoss | undefined

/** The process's queue handle, on the app's pool (not started: see worker.ts). */
export function queue(): PgBoss {
  if (!shared) {
    shared = new PgBoss(bossOptions(poolQueueDb))
    shared.on('error', (error) => logger.error({ err: error }, 'job queue error'))
  }
  return shared
}

/** The queue options pg-boss stores for a job name. */
export function queueOptions(spec: JobSpec): PgBoss.Queue {
  return {
    name: '',
    policy: spec.collapse ? 'short' : 'standard',
    retryLimit: spec.retryLimit,
    retryDelay: spec.retryDelaySeconds,
    retryBackoff: spec.retryDelaySeconds > 0,
    expireInSeconds: spec.expireInSeconds,
  }
}

/**
 * Creates the queue's tables (once: pg-boss records its schema version and migrates older ones),
 * every job's queue, and the schedules. Run by the migration step (lib/migrate.ts), so the test
 * template, `yarn rw dev`, `serve` and `worker` all find it ready; safe to run again.
 */
export async function installQueue(db: QueueDb): Promise<void> {
  const boss = new PgBoss(bossOptions(db, { supervise: false, schedule: false }))
  await boss.start()
  try {
    const specs = jobSpecs()
    for (const [name, spec] of Object.entries(specs) as [JobName, JobSpec][]) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { ...queueOptions(spec), name })
      else await boss.createQueue(name, { ...queueOptions(spec), name })
      if (spec.cron) await boss.schedule(name, spec.cron, {}, { tz: CRON_TIME_ZONE })
      else await boss.unschedule(name)
    }
  } finally {
    await boss.stop({ graceful: false, close: false })
  }
}
