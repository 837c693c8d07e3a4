// reportSummary(period): the headline numbers of /report-summary for a period, the period before
// it and each bucket of its chart. Members: membershipFigures.ts (one statement).
import type { QueryResolvers } from '../../types/graphql'
import { manilaDate } from '../../lib/time'
import { memberFigures } from './membershipFigures'
import { reportPeriod } from './period'

export const reportSummary = (async ({ period: choice }) => {
  const today = manilaDate()
  const period = reportPeriod(choice, today)
  const members = await memberFigures(period, today)
  return {
    range: period,
    members: members.current,
    previousMembers: members.previous,
    buckets: period.buckets.map((bucket, index) => ({ ...bucket, members: members.buckets[index] })),
  }
}) satisfies QueryResolvers['reportSummary']
