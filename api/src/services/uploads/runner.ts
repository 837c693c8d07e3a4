// The upload runner: every UPLOAD_RUNNER_INTERVAL_SECONDS (and at once when a job is queued) it
// takes queued upload jobs one at a time (claimNextUploadJob: FOR UPDATE SKIP LOCKED, so several
// API processes share one queue safely; DESIGN.md "beyond one machine") and runs them. Started by
// functions/uploads.ts with the server (onReady, stopped onClose); tests run jobs with runQueuedUploadJobs().
// A job left 'running' by a process that died is queued again at start (it wrote nothing: an
// import stores everything in its final transaction or nothing), at most once: a job that stopped
// its process twice fails for good (requeueStaleUploadJobs).
import { intSetting } from '../../lib/env'
import { logger } from '../../lib/logger'
import { requeueStaleUploadJobs, runQueuedUploadJobs } from './jobs'

let running: Promise<unknown> | null = null
let again = false
let started = false

function tick() {
  if (running) {
    again = true
    return running
  }
  running = runQueuedUploadJobs()
    .catch((error) => logger.error({ err: error }, 'upload runner failed'))
    .finally(() => {
      running = null
      if (again && started) {
        again = false
        void tick()
      }
    })
  return running
}

/** Starts the runner; the function it returns stops it and waits for the job in progress. */
export function startUploadRunner(): () => Promise<void> {
  started = true
  const staleAfterMs = intSetting('UPLOAD_JOB_STALE_MINUTES', 30) * 60_000
  void requeueStaleUploadJobs(staleAfterMs).then(
    () => tick(),
    (error: unknown) => logger.error({ err: error }, 'upload runner could not requeue stale jobs'),
  )
  const timer = setInterval(() => void tick(), intSetting('UPLOAD_RUNNER_INTERVAL_SECONDS', 5) * 1000)
  timer.unref()
  return async () => {
    started = false
    clearInterval(timer)
    await running
  }
}

/** Asks the runner to look at the queue now (no-op where none runs, as in tests). */
export function requestUploadRun() {
  if (started) setImmediate(() => void tick())
}
