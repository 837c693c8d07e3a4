// reportSummary(period): the headline numbers of /report-summary for a period, the period before
// it and each bucket of its chart. Members: membershipFigures.ts (one statement). Money: the payment
// report's own figures for the same period (paymentReport.ts periodMoney, one statement), only for a
// role that also holds paymentReport: the team lead's default level holds reportSummary and must not
// see revenue.
import type { PeriodChoice } from '../../../../common/reportPeriods'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { memberFigures } from './membershipFigures'
import { NO_FILTERS, periodMoney } from './paymentReport'
import { reportPeriod } from './period'

/** The summary of a period choice for `user` on the Manila day `today` (the page and its export). */
export async function buildReportSummary(choice: PeriodChoice | null | undefined, today: string, withMoney: boolean) {
  const period = reportPeriod(choice, today)
  const [members, money] = await Promise.all([memberFigures(period, today), withMoney ? periodMoney(period, NO_FILTERS, today) : null])
  return {
    range: period,
    members: members.current,
    previousMembers: members.previous,
    money: money && { current: money.current, previous: money.previous },
    buckets: period.buckets.map((bucket, index) => ({ ...bucket, members: members.buckets[index], money: money?.series[index] ?? null })),
  }
}

export const reportSummary = (async ({ period }) => {
  // The directive has checked already; a service called from elsewhere (the export, a job) checks again.
  const user = requireAccess(currentUser(), { page: 'reportSummary' })
  return buildReportSummary(period as PeriodChoice | null | undefined, manilaDate(), user.pageAccess.paymentReport === true)
}) satisfies QueryResolvers['reportSummary']
