// The outbox and auth sweeps: deliver due outbox mail, then tidy finished mail and expired auth
// rows. The job queue runs them (lib/jobs: mail-sweep every minute and right after a mail is
// queued, auth-housekeeping every ten minutes); POST /api/email-worker runs both at once on demand.
import { deleteExpiredSessions } from './auth/session'
import { deleteOldResetRequests } from './auth/otp'
import { deleteStaleThrottles } from './auth/throttle'
import { deleteOldEmails, sendPendingEmails, type SweepResult } from './mailer'

export type Housekeeping = {
  emailsDeleted: number
  sessionsDeleted: number
  resetRequestsDeleted: number
  throttlesDeleted: number
}

export type WorkerSweep = SweepResult & Housekeeping

/** Deletes what has outlived its use: finished mail, expired sessions, old reset requests, stale throttles. */
export async function runHousekeeping(): Promise<Housekeeping> {
  return {
    emailsDeleted: await deleteOldEmails(),
    sessionsDeleted: await deleteExpiredSessions(),
    resetRequestsDeleted: await deleteOldResetRequests(),
    throttlesDeleted: await deleteStaleThrottles(),
  }
}

/** Delivery, then housekeeping: what POST /api/email-worker answers. */
export async function runSweep(): Promise<WorkerSweep> {
  const mail = await sendPendingEmails()
  return { ...mail, ...(await runHousekeeping()) }
}
