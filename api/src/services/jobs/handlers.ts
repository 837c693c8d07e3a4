// What each background job does (the names, payloads and schedules: lib/jobs/registry.ts). Every
// handler is safe to run twice and in two processes at once: the queue runs a job once, but a
// retry after a lost connection, or POST /api/email-worker beside the schedule, may overlap.
import { uploadStaleMinutes, type JobHandlers } from '../../lib/jobs'
import { sendPendingEmails } from '../../lib/mailer'
import { runHousekeeping } from '../../lib/worker'
import { db } from '../../lib/db'
import { rollUpClicks } from '../affiliates/clickRollup'
import { releaseCommissions } from '../affiliates/commissions'
import { EXPIRE_BATCH_SIZE, expireCheckoutSessions } from '../checkout/expireSessions'
import { sweepUnattachedUploads } from '../files/sweep'
import { sendDailyReminders } from '../reminders/dailyReminders'
import { sendPaymentReceipt } from '../reminders/receipts'
import { sendWorkshopReminders } from '../training/workshopReminders'
import { requeueStaleUploadJobs, runUploadImport } from '../uploads/queue'

/** Ends every expired checkout session, a batch (one transaction) at a time. */
async function expireAllCheckoutSessions(): Promise<{ sessionsEnded: number; couponUsesReleased: number }> {
  const total = { sessionsEnded: 0, couponUsesReleased: 0 }
  const now = new Date()
  for (;;) {
    const ended = await expireCheckoutSessions(now)
    total.sessionsEnded += ended.sessionIds.length
    total.couponUsesReleased += ended.couponUsesReleased
    if (ended.sessionIds.length < EXPIRE_BATCH_SIZE) return total
  }
}

export const jobHandlers: JobHandlers = {
  'mail-sweep': () => sendPendingEmails(),
  'auth-housekeeping': () => runHousekeeping(),
  // UPLOAD_SWEEP=off keeps every upload (a deployment whose storage is swept by other means).
  'files-sweep': async () => (process.env.UPLOAD_SWEEP === 'off' ? { skipped: 'UPLOAD_SWEEP=off' } : sweepUnattachedUploads()),
  'checkout-expiry': () => expireAllCheckoutSessions(),
  'upload-import': (payload) => runUploadImport(payload),
  'upload-requeue-stale': () => requeueStaleUploadJobs(uploadStaleMinutes() * 60_000),
  'commission-release': async () => ({ released: await releaseCommissions(db) }),
  'click-rollup': () => rollUpClicks(db),
  'workshop-reminders': () => sendWorkshopReminders(),
  'reminders': () => sendDailyReminders(),
  'payment-receipt': (payload) => sendPaymentReceipt(payload),
}
