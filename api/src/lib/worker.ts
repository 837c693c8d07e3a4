// The background sweep: deliver due outbox mail, then tidy finished mail and expired auth rows.
// Started by server.ts (not in tests) every EMAIL_WORKER_INTERVAL_SECONDS, run on demand by
// POST /api/email-worker, and nudged right after a reset code is queued so it leaves at once.
import { deleteExpiredSessions } from './auth/session'
import { deleteOldResetRequests } from './auth/otp'
import { deleteStaleThrottles } from './auth/throttle'
import { intSetting } from './env'
import { logger } from './logger'
import { deleteOldEmails, sendPendingEmails, type SweepResult } from './mailer'

export type WorkerSweep = SweepResult & {
  emailsDeleted: number
  sessionsDeleted: number
  resetRequestsDeleted: number
  throttlesDeleted: number
}

export async function runSweep(): Promise<WorkerSweep> {
  const mail = await sendPendingEmails()
  return {
    ...mail,
    emailsDeleted: await deleteOldEmails(),
    sessionsDeleted: await deleteExpiredSessions(),
    resetRequestsDeleted: await deleteOldResetRequests(),
    throttlesDeleted: await deleteStaleThrottles(),
  }
}

let running: Promise<unknown> | null = null
let started = false

/** One sweep at a time per process; failures are logged, and the next tick tries again. */
function sweepOnce() {
  if (running) return running
  running = runSweep()
    .catch((error) => logger.error({ err: error }, 'background sweep failed'))
    .finally(() => {
      running = null
    })
  return running
}

/** Starts the timer; the function it returns stops it and waits for a sweep in progress to finish. */
export function startBackgroundWorker(): () => Promise<void> {
  started = true
  const timer = setInterval(() => void sweepOnce(), intSetting('EMAIL_WORKER_INTERVAL_SECONDS', 10) * 1000)
  timer.unref()
  void sweepOnce()
  return async () => {
    started = false
    clearInterval(timer)
    await running
  }
}

/** Asks the running background worker for a sweep now (no-op where none runs, as in tests). */
export function requestEmailSweep() {
  if (started) setImmediate(() => void sweepOnce())
}
