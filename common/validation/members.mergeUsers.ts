// Merging users (/community/mergeUsers; docs/product.md, "members"): the duplicate account (source) goes into the
// account to keep (target). One schema for the page and the service.
import { z } from 'zod'

export const mergeUsersMessages = {
  source: 'Choose the duplicate account',
  target: 'Choose the account to keep',
  same: 'Choose two different accounts',
  sourceMissing: 'The duplicate account does not exist',
  targetMissing: 'The account to keep does not exist',
  sourceArchived: 'The duplicate account is already archived',
  targetArchived: 'The account to keep is archived: restore it first',
  self: 'You cannot merge away your own account',
  search: 'Search must be at most 100 characters',
}

const id = (message: string) => z.number({ error: message }).int(message).positive(message)

export const mergeUsersSchema = z
  .object({ sourceId: id(mergeUsersMessages.source), targetId: id(mergeUsersMessages.target) })
  .refine((value) => value.sourceId !== value.targetId, { message: mergeUsersMessages.same, path: ['targetId'] })

export const mergeCandidatesSchema = z.object({
  search: z.string().trim().max(100, mergeUsersMessages.search),
})

/** What a merge moves, in the preview's order: the key of each count and its label. */
export const MERGE_ITEMS = [
  ['subscriptions', 'Subscriptions'],
  ['invoices', 'Invoices'],
  ['paymentSchedules', 'Payment schedules'],
  ['lessonProgress', 'Lesson progress'],
  ['taskCompletions', 'Task completions'],
  ['pointEntries', 'Point entries'],
  ['formResponses', 'Form responses'],
  ['groups', 'Group memberships'],
  ['accessLevels', 'Access levels'],
  ['profileWins', 'Profile wins'],
  ['other', 'Other records (profile, leads, checkouts, payment proofs, leader and reviewer roles)'],
] as const

export type MergeItemKey = (typeof MERGE_ITEMS)[number][0]
