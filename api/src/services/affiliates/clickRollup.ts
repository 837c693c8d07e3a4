// Clicks counted per affiliate and day (affiliate_click_days, migration 0021) so the staff list
// reads an affiliate's all-time clicks from a few dozen summary rows plus the clicks after the
// newest day rolled up, instead of counting a busy affiliate's 100,000 rows on every request.
// A click stays one write (visits.ts); the daily job 'click-rollup' does the counting, once.
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../lib/db'
import { manilaDate } from '../../lib/time'

/**
 * Counts every whole Manila day before today not yet rolled up (all of them the first time) into
 * affiliate_click_days. Safe to run twice: a day is counted again to the same number. A click row
 * always carries the day it was made on, so a day that has ended gains no rows.
 */
export async function rollUpClicks(executor: Executor, now = new Date()): Promise<{ days: number }> {
  const { rows } = await executor.execute<{ days: number }>(sql`
    with counted as (
      insert into affiliate_click_days (affiliate_id, day, clicks)
      select affiliate_id, day, count(*)::int from affiliate_clicks
      where day < ${manilaDate(now)}::date and day > coalesce((select max(day) from affiliate_click_days), '-infinity'::date)
      group by affiliate_id, day
      on conflict (affiliate_id, day) do update set clicks = excluded.clicks
      returning day)
    select count(distinct day)::int as "days" from counted`)
  return { days: Number(rows[0]?.days ?? 0) }
}

/** The all-time clicks of the affiliate `affiliateId` (an SQL expression): summary rows, then the days after them. */
export function allTimeClicks(affiliateId: SQL): SQL {
  return sql`(
    (select coalesce(sum(d.clicks), 0) from affiliate_click_days d where d.affiliate_id = ${affiliateId})
    + (select count(*) from affiliate_clicks c where c.affiliate_id = ${affiliateId}
        and c.day > coalesce((select max(day) from affiliate_click_days), '-infinity'::date)))::int`
}
