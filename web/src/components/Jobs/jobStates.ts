// The states of a background job as the /jobs page names them, with the badge each one wears,
// and the job names with the words staff read (the queue's own names stay in the address).
import type { BadgeTone } from '@/components/ui/Badge/Badge'

export const JOB_STATES = [
  { value: 'waiting', label: 'Waiting', tone: 'info' },
  { value: 'running', label: 'Running', tone: 'warning' },
  { value: 'failed', label: 'Failed', tone: 'error' },
  { value: 'completed', label: 'Completed', tone: 'success' },
  { value: 'discarded', label: 'Discarded', tone: 'outline' },
] as const satisfies readonly { value: string; label: string; tone: BadgeTone }[]

export type JobState = (typeof JOB_STATES)[number]['value']

export const stateOf = (state: string) => JOB_STATES.find((known) => known.value === state)

/** ?state=all: every state. Without ?state= the page lists the open jobs (the API's `open`). */
export const ALL_STATES = 'all'
export const OPEN_JOBS = 'open'

/** The list's state variable for the address's ?state=. */
export const stateFilter = (param: string | null) => (param === ALL_STATES ? null : param || OPEN_JOBS)

export const JOB_LABELS: Record<string, string> = {
  'mail-sweep': 'Send queued e-mail',
  'auth-housekeeping': 'Tidy sessions and sign-in records',
  'files-sweep': 'Remove unused uploads',
  'checkout-expiry': 'Expire abandoned checkouts',
  'upload-import': 'Spreadsheet import',
  'upload-requeue-stale': 'Restart stalled imports',
  'commission-release': 'Approve commissions past their hold',
  'click-rollup': 'Count yesterday’s affiliate clicks',
  'workshop-reminders': 'Remind registrants of tomorrow’s live workshop',
  reminders: 'Send payment and subscription reminders',
  'payment-receipt': 'Send a payment receipt',
}

export const jobLabel = (name: string) => JOB_LABELS[name] ?? name

/** Retry serves a job that failed for good; discard one that has not run to its end. */
export const canRetry = (state: string) => state === 'failed'
export const canDiscard = (state: string) => state === 'waiting' || state === 'failed'
