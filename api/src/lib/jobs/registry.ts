// The one list of background jobs: each name with its payload type, how the queue treats it
// (retries, how long a run may take, whether waiting copies collapse into one) and, for the
// periodic ones, its cron schedule. The handlers live with the services they run
// (services/jobs/handlers.ts); this file stays below them so lib/ code (the mailer) can enqueue.
import { intSetting } from '../env'

/** What each job carries. A payload is stored as JSON: ids and flags, never a secret. */
export type JobPayloads = {
  /** Deliver due outbox mail (queued at once when a mail is written, and every minute). */
  'mail-sweep': Record<string, never>
  /** Delete expired sessions, old reset requests, stale throttles and finished outbox mail. */
  'auth-housekeeping': Record<string, never>
  /** Remove uploads nothing names, a day after they were uploaded. */
  'files-sweep': Record<string, never>
  /** End pending checkout sessions past their lifetime, giving back their coupon uses. */
  'checkout-expiry': Record<string, never>
  /** Run one queued upload job (a preview or an import). */
  'upload-import': { uploadJobId: number }
  /** Queue again the upload jobs whose process died mid-run (or fail them for good). */
  'upload-requeue-stale': Record<string, never>
  /** Approve affiliate commissions whose hold has ended (unless staff hold them). */
  'commission-release': Record<string, never>
  /** Count the clicks of the days that have ended per affiliate (services/affiliates/clickRollup.ts). */
  'click-rollup': Record<string, never>
  /** Remind the free training's registrants of the live workshop days that start tomorrow (services/training). */
  'workshop-reminders': Record<string, never>
  /** Queue the day's payment and subscription reminder e-mails (services/reminders). */
  'reminders': Record<string, never>
  /** Queue the receipt of one approval of a payment schedule row (queued with the approval). */
  'payment-receipt': { paymentScheduleId: number; transactionId: string }
}

export type JobName = keyof JobPayloads

/**
 * How the queue treats a job:
 * - retryLimit: runs after the first that a failure may have; then the job is failed for good
 *   (the dead-letter state, listed at /jobs where an admin may retry or discard it).
 * - retryDelaySeconds with backoff: the delay doubles each time (with jitter), so a failing
 *   dependency is not hammered.
 * - expireInSeconds: a run still active after this is taken for dead (its process stopped) and
 *   failed by the queue's maintenance, then retried if it has retries left.
 * - collapse: at most one copy waits at a time ('short' policy): a sweep asked for ten times
 *   before it starts runs once.
 * - cron: five-field schedule, in Asia/Manila; fires once across all processes (the queue
 *   records the minute it last fired in the database).
 */
export type JobSpec = {
  retryLimit: number
  retryDelaySeconds: number
  expireInSeconds: number
  collapse: boolean
  cron?: string
}

const sweep = { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 15 * 60, collapse: true } as const

/** Minutes after which a running upload job is taken for dead (its process stopped). */
export const uploadStaleMinutes = () => intSetting('UPLOAD_JOB_STALE_MINUTES', 30)

export function jobSpecs(): Record<JobName, JobSpec> {
  return {
    'mail-sweep': { ...sweep, cron: '* * * * *' },
    'auth-housekeeping': { ...sweep, cron: '*/10 * * * *' },
    'files-sweep': { ...sweep, cron: '17 * * * *' },
    'checkout-expiry': { ...sweep, cron: '*/15 * * * *' },
    // An upload job guards its own runs (services/uploads/jobs.ts: a job whose process died is
    // queued again once, then failed for good), so the queue does not retry it as well; its
    // expiry matches the upload job's own, so the queue shows a dead run as failed then too.
    'upload-import': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: uploadStaleMinutes() * 60, collapse: false },
    'upload-requeue-stale': { ...sweep, cron: '*/5 * * * *' },
    // Hourly, so a hold ends within the hour it is due; a run changes only what is due.
    'commission-release': { ...sweep, cron: '41 * * * *' },
    // Just after midnight Manila: yesterday has ended, so its clicks are final.
    'click-rollup': { ...sweep, cron: '7 0 * * *' },
    // 09:00 Manila, the day before each live day (each registrant and day is mailed once: sent_reminders).
    'workshop-reminders': { ...sweep, cron: '0 9 * * *' },
    // 08:00 Manila, a morning hour to read a reminder in; each (row, stage) is mailed once whatever
    // the runs (sent_reminders), so a retry or a second run that day sends nothing twice.
    'reminders': { ...sweep, cron: '0 8 * * *' },
    'payment-receipt': { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 5 * 60, collapse: false },
  }
}

export const JOB_NAMES = Object.keys(jobSpecs()) as JobName[]

export const isJobName = (name: string): name is JobName => (JOB_NAMES as string[]).includes(name)

/** The time zone cron schedules are read in: the business's. */
export const CRON_TIME_ZONE = 'Asia/Manila'

/** The PostgreSQL schema the queue's tables live in (beside public, which the app's migrations own). */
export const QUEUE_SCHEMA = 'pgboss'
