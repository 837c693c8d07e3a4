// The ONE place that says which member is in which bucket of the renewal worklist (/retention). Every
// read (the page, its badges, the export) selects from retentionMembers(), so
// they always agree. The ranking (latest and the one before it, lifetime holders left out) is kept
// per member and product in retention_pairs by refresh_retention_pairs (migration 0034; its recount
// test is retentionPairs.test.ts), since ranking every subscription at each read cost 500 ms at
// 100,000 members; what depends on today and on payments is decided here. docs/product.md, "retention", gives the reasons; in short, per member and
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

/**
 * SQL: one row per listed (member, product): user_id, product_id, judged_id, renewal_id,
 * expiry (the judged subscription's), expiry_day, days_left and bucket, and the member's name,
 * contact details and batch (the page needs no second read of users), for Manila day `today`
 * ('YYYY-MM-DD'). Members off the list have no row. `members` is a condition over users `u`: the
 * caller's scope, batch, search. The ranking itself is kept (db/schema/retention.ts retentionPairs,
 * by triggers): what depends on today (renews, the bucket) and on payments (collected) is decided here.
 */
export function retentionMembers(today: string, members: SQL = sql`true`): SQL {
  const day = (offset: number) => sql`${addCalendarDays(today, offset)}::date`
  const span = sql`between ${day(-RENEWAL_GRACE_DAYS)} and ${day(RETENTION_HORIZON_DAYS)}`
  return sql`
    with judged as (
      -- The latest and the one before it come ranked (retention_pairs, kept by triggers); a listed
      -- row's judged expiry (either of them) is inside the span, or its latest was unenrolled and
      -- ran until at least the grace span ago: the three indexes on those days find only such pairs.
      select rp.user_id, rp.product_id, rp.latest_unenrolled as unenrolled, rp.latest_expiry_day,
        u.first_name, u.last_name, u.email, u.mobile_number, u.tribe_id, u.batch_id,
        case when r.renews then rp.prev_id else rp.latest_id end as judged_id,
        case when r.renews then rp.latest_id end as renewal_id,
        case when r.renews then rp.prev_expiry else rp.latest_expiry end as expiry,
        case when r.renews then rp.prev_expiry_day else rp.latest_expiry_day end as expiry_day
      from retention_pairs rp
      join users u on u.id = rp.user_id
      cross join lateral (
        select coalesce(rp.prev_id is not null and rp.latest_start_day <= rp.prev_expiry_day + ${RENEWAL_GRACE_DAYS}::int and rp.prev_expiry_day >= ${day(-RENEWAL_GRACE_DAYS)}, false) as renews
      ) r
      where (rp.latest_expiry_day ${span} or rp.prev_expiry_day ${span} or (rp.latest_unenrolled and rp.latest_expiry_day >= ${day(-RENEWAL_GRACE_DAYS)}))
        and ${members}
    ),
    firsts as (
      -- Whether each renewal's first instalment (earliest due) is paid. A listed renewal's judged
      -- expiry is the previous one's, inside the span, so the pairs the previous expiry's index
      -- finds (a few hundred) are all it is asked for: not a probe per listed row, which made the
      -- planner price the statement high enough to compile it (JIT, 400 ms).
      select rp.latest_id as renewal_id, coalesce((
          select ps.transaction_id is not null
          from invoices i join payment_schedules ps on ps.invoice_id = i.id
          where i.subscription_id = rp.latest_id
          order by ps.schedule_date, ps.id limit 1
        ), false) as paid
      from retention_pairs rp
      where rp.prev_expiry_day ${span}
    ),
    bucketed as (
      select j.*, (j.expiry_day - ${day(0)})::int as days_left,
        case
          when j.unenrolled then case when j.latest_expiry_day >= ${day(-RENEWAL_GRACE_DAYS)} then 'unenrolled' end
          when j.expiry_day < ${day(RETENTION_WINDOWS.regularRenewal.from)} or j.expiry_day > ${day(RETENTION_HORIZON_DAYS)} then null
          when fi.paid then 'collected'
          when j.expiry_day <= ${day(RETENTION_WINDOWS.regularRenewal.to)} then 'regularRenewal'
          when j.expiry_day <= ${day(RETENTION_WINDOWS.earlyRenewal.to)} then 'earlyRenewal'
          else 'erWarmup'
        end as bucket
      from judged j
      left join firsts fi on fi.renewal_id = j.renewal_id
    )
    select * from bucketed where bucket is not null`
}
