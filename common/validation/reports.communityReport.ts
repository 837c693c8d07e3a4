// What the community report may be asked (/community-report, its members list and its export): one
// schema for the page's address and the service. The range is one of the spec's date ranges, or
// none (all time); the status is the members' enrolment status, the words the member's page shows.
import { z } from 'zod'
import { ACTIVITY_RANGES } from '../reportPeriods'

/** A member's enrolment status, derived from their subscriptions (the member page's Membership tab). */
export const COMMUNITY_STATUSES = ['Active', 'Inactive', 'Not Enrolled'] as const
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number]

/** The page's default range, and what "None" (all time) is called in the address. */
export const DEFAULT_COMMUNITY_RANGE = 'Last 30 Days'
export const NO_RANGE = 'None'

export const communityReportMessages = {
  id: 'Choose one from the list',
  range: `Range must be one of ${[...ACTIVITY_RANGES, NO_RANGE].join(', ')}`,
  status: `Status must be one of ${COMMUNITY_STATUSES.join(', ')}`,
}

const id = z.number({ error: communityReportMessages.id }).int(communityReportMessages.id).positive(communityReportMessages.id).nullish()

/** The filters: batch, group, stage (each one id) and the range; a missing range (or None) is all time. */
export const communityReportFilterSchema = z.object({
  batchId: id,
  groupId: id,
  stageId: id,
  range: z
    .enum([...ACTIVITY_RANGES, NO_RANGE], communityReportMessages.range)
    .nullish()
    .transform((value) => (value === NO_RANGE ? null : (value ?? null))),
})

/** The members list's filters: the report's, and one status. */
export const communityReportMembersFilterSchema = communityReportFilterSchema.extend({
  status: z.enum(COMMUNITY_STATUSES, communityReportMessages.status).nullish(),
})

export type CommunityReportFilter = z.output<typeof communityReportFilterSchema>
export type CommunityReportMembersFilter = z.output<typeof communityReportMembersFilterSchema>
