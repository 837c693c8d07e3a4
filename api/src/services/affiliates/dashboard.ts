// The affiliate's dashboard (docs/product.md, "affiliates"): clicks, leads and paying customers
// over the last 7, 15 or 30 Manila days (today included), the period's commission by status, and
// the day-by-day chart. Two statements: the days, each with its clicks and leads, and the period's
// paying customers (the buyers whose payments earned the affiliate a commission in the period, not
// reversed: read from the affiliate's own commissions, not from every bill); then the commission
// earned in the period.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate, startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { balanceOf } from './earnings'
import { callerAffiliate } from './joining'

export const DASHBOARD_PERIODS = [7, 15, 30] as const
const argsSchema = z.object({
  days: z
    .number()
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), 'Choose the last 7, 15 or 30 days')
    .nullish(),
})

type DayRow = { day: string; clicks: number; leads: number; payingCustomers: number }

export const affiliateDashboard = (async (args) => {
  const { days: chosen } = parseInput(argsSchema, args)
  const days = chosen ?? 7
  const affiliate = await callerAffiliate()
  const now = new Date()
  const today = manilaDate(now)
  const from = addCalendarDays(today, -(days - 1))
  // Leads are dated by their instant; the period starts at 00:00 Manila of its first day.
  const fromInstant = new Date(startOfManilaDay(now).getTime() - (days - 1) * 86_400_000).toISOString()
  const [{ rows }, commission] = await Promise.all([
    db.execute<DayRow>(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${today}::date, interval '1 day') d),
    clicks as (
      select day, count(*)::int as n from affiliate_clicks
      where affiliate_id = ${affiliate.id} and day between ${from}::date and ${today}::date group by day),
    new_leads as (
      select (created_at at time zone 'Asia/Manila')::date as day, count(*)::int as n from leads
      where affiliate_id = ${affiliate.id} and created_at >= ${fromInstant}::timestamptz group by 1),
    paying as (
      select count(distinct c.lead_id)::int as n
      from commissions c
      where c.affiliate_id = ${affiliate.id} and c.created_at >= ${fromInstant}::timestamptz and c.reverses_id is null and c.status <> 'reversed')
    select to_char(days.day, 'YYYY-MM-DD') as "day", coalesce(clicks.n, 0) as "clicks", coalesce(new_leads.n, 0) as "leads",
      (select n from paying) as "payingCustomers"
    from days left join clicks on clicks.day = days.day left join new_leads on new_leads.day = days.day
    order by days.day`),
    balanceOf(sql`affiliate_id = ${affiliate.id} and created_at >= ${fromInstant}::timestamptz`),
  ])
  const daily = rows.map((row) => ({ day: row.day, clicks: Number(row.clicks), leads: Number(row.leads) }))
  return {
    days,
    clicks: daily.reduce((sum, row) => sum + row.clicks, 0),
    leads: daily.reduce((sum, row) => sum + row.leads, 0),
    payingCustomers: Number(rows[0]?.payingCustomers ?? 0),
    commission,
    daily,
  }
}) satisfies QueryResolvers['affiliateDashboard']
