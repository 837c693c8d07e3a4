// A report's period from its GraphQL arguments (ReportPeriodInput, graphql/reports.period.sdl.ts),
// resolved by the shared rules (common/reportPeriods.ts) on today's Manila day. A refused choice is
// one UserInputError naming the field, as the page's picker shows it.
import { resolvePeriod, type PeriodChoice, type ResolvedPeriod } from '../../../../common/reportPeriods'
import { UserInputError } from '../../lib/errors'
import { manilaDate } from '../../lib/time'

export const REPORT_PERIOD_REFUSED = 'Choose another period'

/** The choice's days, buckets and previous period; the current month (Daily) when none was sent. */
export function reportPeriod(choice: PeriodChoice | null | undefined, today: string = manilaDate()): ResolvedPeriod {
  const result = resolvePeriod(choice ?? { period: 'Daily' }, today)
  if (!result.ok) throw new UserInputError(`${REPORT_PERIOD_REFUSED}: ${result.message}`, { [`period.${result.field}`]: [result.message] })
  return result.value
}
