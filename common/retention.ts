// The renewal worklist (/retention): its filter's buckets, their labels (the spec's exact words) and
// the day windows that define them. The rule itself is one SQL fragment
// (api/src/services/retention/buckets.ts); docs/product.md, "retention", says why each edge is where it is.

import { RENEWAL_GRACE_DAYS } from './reportPeriods'

/** The filter's choices in the spec's order; 'all' is every member in any other bucket. */
export const RETENTION_BUCKETS = ['all', 'unenrolled', 'regularRenewal', 'earlyRenewal', 'erWarmup', 'collected'] as const
export type RetentionBucketChoice = (typeof RETENTION_BUCKETS)[number]
/** A member's own bucket (never 'all'). */
export type RetentionBucket = Exclude<RetentionBucketChoice, 'all'>

/** The filter's labels, exactly as the spec writes them ("Cash collection"). */
export const RETENTION_BUCKET_LABELS: Record<RetentionBucketChoice, string> = {
  all: 'all',
  unenrolled: 'unenrolled',
  regularRenewal: 'for regular renewal',
  earlyRenewal: 'early renewal',
  erWarmup: 'er warmup',
  collected: 'collected',
}

/**
 * Manila calendar days from today to the judged subscription's expiry day (0 = it expires today,
 * -1 = it expired yesterday). The grace days behind today are RENEWAL_GRACE_DAYS (14): a member
 * whose access ended longer ago has churned and is no longer a renewal to collect.
 */
export const RETENTION_WINDOWS = {
  regularRenewal: { from: -RENEWAL_GRACE_DAYS, to: 30 },
  earlyRenewal: { from: 31, to: 60 },
  erWarmup: { from: 61, to: 90 },
} as const

/** The furthest expiry the list looks at (the end of the er warmup window). */
export const RETENTION_HORIZON_DAYS = RETENTION_WINDOWS.erWarmup.to

export const RETENTION_NOTE_MAX = 1000

export const retentionMessages = {
  bucket: `Choose a bucket: ${RETENTION_BUCKETS.join(', ')}`,
  note: `A note can be at most ${RETENTION_NOTE_MAX} characters`,
  notFound: 'This member is not on your retention list',
}
