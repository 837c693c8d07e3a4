// The affiliate's dashboard (docs/product.md, "affiliates"): clicks, leads and paying customers
// over the last 7, 15 or 30 Manila days (today included), and the day-by-day chart. One statement:
// the days, each with its clicks and leads, and the period's paying customers (people tied to the
// affiliate with a payment approved in the period).
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate, startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
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
  const { rows } = await db.execute<DayRow>(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${today}::date, interval '1 day') d),
    clicks as (
      select day, count(*)::int as n from affiliate_clicks
      where affiliate_id = ${affiliate.id} and day between ${from}::date and ${today}::date group by day),
    new_leads as (
      select (created_at at time zone 'Asia/Manila')::date as day, count(*)::int as n from leads
      where affiliate_id = ${affiliate.id} and created_at >= ${fromInstant}::timestamptz group by 1),
    paying as (
      select count(distinct l.user_id)::int as n
      from leads l
      join subscriptions s on s.user_id = l.user_id
      join invoices i on i.subscription_id = s.id
      join payment_schedules p on p.invoice_id = i.id
      where l.affiliate_id = ${affiliate.id} and p.transaction_id is not null and p.approved_at >= ${fromInstant}::timestamptz)
    select to_char(days.day, 'YYYY-MM-DD') as "day", coalesce(clicks.n, 0) as "clicks", coalesce(new_leads.n, 0) as "leads",
      (select n from paying) as "payingCustomers"
    from days left join clicks on clicks.day = days.day left join new_leads on new_leads.day = days.day
    order by days.day`)
  const daily = rows.map((row) => ({ day: row.day, clicks: Number(row.clicks), leads: Number(row.leads) }))
  return {
    days,
    clicks: daily.reduce((sum, row) => sum + row.clicks, 0),
    leads: daily.reduce((sum, row) => sum + row.leads, 0),
    payingCustomers: Number(rows[0]?.payingCustomers ?? 0),
    daily,
  }
}) satisfies QueryResolvers['affiliateDashboard']
