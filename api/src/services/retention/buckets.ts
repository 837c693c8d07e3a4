// The ONE place that says which member is in which bucket of the renewal worklist (/retention). Every
// read (the page, its badges, the export) selects from retentionMembers(), so
// they always agree. docs/product.md, "retention", gives the reasons; in short, per member and
// product (free offers left out, since they collect no money):
//
//   latest     the member's newest subscription to the product (starts_at, then id)
//   judged     the one before it when the latest RENEWS it (starts on or before its expiry day +
//              RENEWAL_GRACE_DAYS) and it expired at most RENEWAL_GRACE_DAYS ago; else the latest
//   renewal    the latest, when it renews the judged one
//
//   unenrolled       the latest was unenrolled (and would have run until at least 14 days ago)
//   collected        a renewal exists and its first instalment (earliest due) is paid
//   for regular renewal   the judged expiry is 14 days ago .. 30 days ahead (Manila days)
//   early renewal    31 .. 60 days ahead
//   er warmup        61 .. 90 days ahead
//
// "collected" needs the judged expiry inside the list's span (14 days ago .. 90 ahead) like the
// others: it answers "of those coming up now, whose money is in". An unpaid renewal is not
// collected: the member stays in the bucket of the judged expiry. A member holding lifetime access
// to the product (not unenrolled) is never listed for it.
import { sql, type SQL } from 'drizzle-orm'
import { RENEWAL_GRACE_DAYS } from '../../../../common/reportPeriods'
import { RETENTION_HORIZON_DAYS, RETENTION_WINDOWS } from '../../../../common/retention'
import { addCalendarDays } from '../../lib/time'

/** Lifetime access is stored as 9999-12-31; anything from 9999-01-01 counts (docs/product.md). */
const LIFETIME_FROM = '9999-01-01T00:00:00Z'

const manilaDay = (column: string) => sql.raw(`(${column} at time zone 'Asia/Manila')::date`)

/**
 * SQL: one row per listed (member, product): user_id, product_id, judged_id, renewal_id,
 * expiry (the judged subscription's), expiry_day, days_left and bucket, for Manila day `today`
 * ('YYYY-MM-DD'). Members off the list have no row. `members` (a condition over users `u`: the
 * caller's scope, batch, search) narrows the members before any subscription is ranked, so a
 * success manager's list or a search ranks only their subscriptions.
 */
export function retentionMembers(today: string, members: SQL = sql`true`): SQL {
  const oldest = addCalendarDays(today, -RENEWAL_GRACE_DAYS)
  const day = (offset: number) => sql`${addCalendarDays(today, offset)}::date`
  return sql`
    with pairs as (
      -- A listed row's judged subscription ends inside the list's span, or its latest was
      -- unenrolled and ran until at least the grace span ago: only such (member, product) pairs are ranked.
      select distinct s.user_id, f.product_id
      from subscriptions s join funnels f on f.id = s.funnel_id join users u on u.id = s.user_id
      where s.expiry >= ${`${oldest}T00:00:00+08:00`}::timestamptz and f.price_centavos > 0 and ${members}
        and (s.expiry < ${`${addCalendarDays(today, RETENTION_HORIZON_DAYS + 1)}T00:00:00+08:00`}::timestamptz or s.unenrolled_at is not null)
    ),
    ranked as (
      -- Each subscription with the one before it (lead: the next older), so the latest row carries
      -- its predecessor without joining the set to itself.
      select s.id, s.user_id, f.product_id, s.expiry, s.unenrolled_at,
        ${manilaDay('s.expiry')} as expiry_day, ${manilaDay('s.starts_at')} as start_day,
        row_number() over w as n,
        lead(s.id) over w as prev_id, lead(s.expiry) over w as prev_expiry,
        lead(${manilaDay('s.expiry')}) over w as prev_expiry_day
      from subscriptions s
      join funnels f on f.id = s.funnel_id
      join pairs p on p.user_id = s.user_id and p.product_id = f.product_id
      where f.price_centavos > 0
      window w as (partition by s.user_id, f.product_id order by s.starts_at desc, s.id desc)
    ),
    judged as (
      select l.user_id, l.product_id, l.unenrolled_at is not null as unenrolled, l.expiry_day as latest_expiry_day,
        case when r.renews then l.prev_id else l.id end as judged_id,
        case when r.renews then l.id end as renewal_id,
        case when r.renews then l.prev_expiry else l.expiry end as expiry,
        case when r.renews then l.prev_expiry_day else l.expiry_day end as expiry_day
      from ranked l
      cross join lateral (
        select coalesce(l.prev_id is not null and l.start_day <= l.prev_expiry_day + ${RENEWAL_GRACE_DAYS}::int and l.prev_expiry_day >= ${day(-RENEWAL_GRACE_DAYS)}, false) as renews
      ) r
      where l.n = 1
        and not exists (
          select 1 from subscriptions ls join funnels lf on lf.id = ls.funnel_id
          where ls.user_id = l.user_id and lf.product_id = l.product_id
            and ls.expiry >= ${LIFETIME_FROM}::timestamptz and ls.unenrolled_at is null
        )
    ),
    bucketed as (
      select j.*, (j.expiry_day - ${day(0)})::int as days_left,
        case
          when j.unenrolled then case when j.latest_expiry_day >= ${day(-RENEWAL_GRACE_DAYS)} then 'unenrolled' end
          when j.expiry_day < ${day(RETENTION_WINDOWS.regularRenewal.from)} or j.expiry_day > ${day(RETENTION_HORIZON_DAYS)} then null
          when j.renewal_id is not null and coalesce((
            select ps.transaction_id is not null
            from invoices i join payment_schedules ps on ps.invoice_id = i.id
            where i.subscription_id = j.renewal_id
            order by ps.schedule_date, ps.id limit 1
          ), false) then 'collected'
          when j.expiry_day <= ${day(RETENTION_WINDOWS.regularRenewal.to)} then 'regularRenewal'
          when j.expiry_day <= ${day(RETENTION_WINDOWS.earlyRenewal.to)} then 'earlyRenewal'
          else 'erWarmup'
        end as bucket
      from judged j
    )
    select * from bucketed where bucket is not null`
}
