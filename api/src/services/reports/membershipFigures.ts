// The member figures of /report-summary, from the trigger-kept membership_spans and
// subscription_renewals (db/schema/subscriptions.ts): for a period and its buckets, and the period
// before it, how many members were active, joined, renewed and churned. One statement: per-day
// counts of span starts, span ends and renewals over both periods, and two index-only counts
// before them; the levels are running sums of those. Definitions: docs/product.md, "Reports".
import { sql } from 'drizzle-orm'
import { RENEWAL_GRACE_DAYS, shiftDay, type DayRange, type ResolvedPeriod } from '../../../../common/reportPeriods'
import { db } from '../../lib/db'

export type MemberFigures = {
  /** Members with access on the range's last day (today while it runs); null for a range not begun. */
  active: number | null
  /** Members whose first subscription started in the range. */
  new: number
  /** Subscriptions that renewed a product, by the day they started. */
  renewals: number
  /** Members whose access ended in the range and did not come back within the grace window (judged once it has passed). */
  churned: number
}

type DayCounts = { day: string; kind: 'start' | 'end' | 'renewal'; count: number; marked: number }

export type MemberFigureSet = { current: MemberFigures; previous: MemberFigures; buckets: MemberFigures[] }

/** The figures of `period` (its range, buckets and previous period) on the Manila day `today`. */
export async function memberFigures(period: ResolvedPeriod, today: string): Promise<MemberFigureSet> {
  const lo = period.previous.from
  const hi = period.to
  const result = await db.execute<DayCounts & { before_starts: number | null; before_ends: number | null }>(sql`
    with bounds as (select ${lo}::date as lo, ${hi}::date as hi, ${today}::date as today)
    select null::text as day, 'base' as kind, 0 as count, 0 as marked,
           (select count(*)::int from membership_spans, bounds where starts_on < lo) as before_starts,
           (select count(*)::int from membership_spans, bounds where ends_on < lo) as before_ends
    union all
    select starts_on::text, 'start', count(*)::int, (count(*) filter (where is_first))::int, null, null
      from membership_spans, bounds where starts_on between lo and hi group by starts_on
    union all
    select ends_on::text, 'end', count(*)::int,
           (count(*) filter (where case when next_starts_on is null then ends_on + ${RENEWAL_GRACE_DAYS}::int < today
                                        else next_starts_on > ends_on + ${RENEWAL_GRACE_DAYS}::int end))::int, null, null
      from membership_spans, bounds where ends_on between lo and hi group by ends_on
    union all
    select renewed_on::text, 'renewal', count(*)::int, 0, null, null
      from subscription_renewals, bounds where renewed_on between lo and hi group by renewed_on`)
  const base = result.rows.find((row) => (row.kind as string) === 'base')
  const days = result.rows.filter((row) => (row.kind as string) !== 'base') as DayCounts[]
  const startsBefore = base?.before_starts ?? 0
  const endsBefore = base?.before_ends ?? 0

  const sumOver = (range: DayRange, kind: DayCounts['kind'], field: 'count' | 'marked') =>
    days.reduce((sum, row) => (row.kind === kind && row.day >= range.from && row.day <= range.to ? sum + row[field] : sum), 0)
  // Active on day d: spans started by d, less spans that ended before d (a span ends after it starts).
  const activeOn = (day: string) =>
    startsBefore + sumOver({ from: lo, to: day }, 'start', 'count') - endsBefore - sumOver({ from: lo, to: shiftDay(day, -1) }, 'end', 'count')
  const figures = (range: DayRange): MemberFigures => ({
    active: range.from > today ? null : activeOn(range.to < today ? range.to : today),
    new: sumOver(range, 'start', 'marked'),
    renewals: sumOver(range, 'renewal', 'count'),
    churned: sumOver(range, 'end', 'marked'),
  })
  return { current: figures(period), previous: figures(period.previous), buckets: period.buckets.map(figures) }
}
