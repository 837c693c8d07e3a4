// What a bug report must be (/bug-report and createBugReport): one schema for the web form
// (zodResolver) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'
import { isValidEmail } from '../email'

export const DESCRIPTION_MIN = 10
export const DESCRIPTION_MAX = 5000
export const PAGE_URL_MAX = 2000

export const bugReportMessages = {
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${DESCRIPTION_MIN} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  pageUrlTooLong: `Page URL must be at most ${PAGE_URL_MAX} characters`,
  contactEmailRequired: 'Enter your email so we can reply',
  contactEmailInvalid: 'Enter a valid email address (e.g., name@example.com)',
}

/** A signed-in reporter's report: the server knows who they are, so any contactEmail is dropped. */
export const bugReportSchema = z.object({
  // abort: a blank description gets "required" only, not "required" and "too short".
  description: z
    .string()
    .trim()
    .min(1, { error: bugReportMessages.descriptionRequired, abort: true })
    .min(DESCRIPTION_MIN, bugReportMessages.descriptionTooShort)
    .max(DESCRIPTION_MAX, bugReportMessages.descriptionTooLong),
  // Optional; blank means none (stored as null).
  pageUrl: z
    .string()
    .trim()
    .max(PAGE_URL_MAX, bugReportMessages.pageUrlTooLong)
    .nullish()
    .transform((url) => url || null),
})

/** A signed-out reporter's report: an address to reply to is required, stored lower-cased. */
export const guestBugReportSchema = bugReportSchema.extend({
  contactEmail: z
    .string({ error: bugReportMessages.contactEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: bugReportMessages.contactEmailRequired, abort: true })
    .refine(isValidEmail, bugReportMessages.contactEmailInvalid),
})

export type BugReportInput = z.input<typeof guestBugReportSchema>

export const BUG_REPORT_STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const
export type BugReportStatusValue = (typeof BUG_REPORT_STATUS_OPTIONS)[number]['value']
export const REPLY_MAX = 5000

export const triageMessages = {
  status: 'Choose open, in-progress, resolved or closed',
  replyTooLong: `Reply must be at most ${REPLY_MAX} characters`,
}

/**
 * Staff triage of one report: its status, and optionally a reply the reporter reads (blank keeps
 * the reply there is; a reply is never taken back, only replaced).
 */
export const triageBugReportSchema = z.object({
  status: z.enum(['open', 'in-progress', 'resolved', 'closed'], triageMessages.status),
  reply: z
    .string()
    .trim()
    .max(REPLY_MAX, triageMessages.replyTooLong)
    .nullish()
    .transform((reply) => reply || null),
})

export type TriageBugReportInput = z.input<typeof triageBugReportSchema>
