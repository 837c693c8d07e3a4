// `yarn rw worker`: the job worker alone, for a deployment that runs its jobs in processes of their
// own (the API processes then run with JOBS_WORKER=off). It takes the same database as the API
// (DATABASE_URL, or the embedded one `yarn rw dev` serves), migrates it, runs jobs and schedules
// until SIGINT or SIGTERM, then lets the jobs in progress finish (lib/jobs/worker.ts).
import { closeDb } from '../../api/src/lib/db'
import { ensureDatabase } from '../../api/src/lib/embeddedDb'
import { startProcessWorker } from '../../api/src/lib/jobs'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { jobHandlers } from '../../api/src/services/jobs/handlers'
import { UsageError } from './run'

export async function workerCommand(args: string[], waitForSignal: () => Promise<void>) {
  if (args.length) throw new UsageError(`"yarn rw worker" takes no arguments (got: ${args.join(' ')}).`)
  const database = await ensureDatabase()
  try {
    await migrateDatabase()
    const stop = await startProcessWorker(jobHandlers)
    console.log('Job worker running; stop it with Ctrl-C.')
    await waitForSignal()
    await stop()
  } finally {
    await closeDb()
    await database.stop()
  }
}
