// `yarn rw db seed --scale N --history`: about three years of history behind the scale members
// 1..N of scale.ts, for reports that read periods (Annual over all data, a 5-year range). Plain
// `--scale N` is unchanged; --history adds rows and changes none (so the benchmarks on plain
// `--scale` still mean the same). Generated server-side like scale.ts: INSERT ... SELECT over
// generate_series, one transaction per chunk of 2,500 members (HISTORY_CHUNK).
//
// Who gets what (n = the member's number, plan = n % 10 as in scale.ts, grp = (n / 10) % 10,
// r = a hash of n). Renewal follows common/reportPeriods.ts: a subscription to the same product
// starting at most RENEWAL_GRACE_DAYS (14) after the previous one ended renews it; the seed only
// places the dates, what renews what is derived from them. The current subscriptions keep the
// funnels scale.ts gave them (a renewed member's current one may be on 'tribe-membership').
// - Membership plans (plan not 2 or 3, 80% of members):
//   grp 0-4: a previous year's membership that ended 0-14 days before the current start
//            (renewed on time); grp 0-1 also a year before that, renewed on time too;
//            grp 2 a year before that ended 15-90 days before (a churn, then a return);
//   grp 5-6: a previous year that ended 15-120 days before the current one (renewed late);
//   grp 7:   a previous year unenrolled (unenrolled_at/by set) 60-199 days before its expiry:
//            its instalments after that day stay unpaid;
//   grp 8-9: no history (joined within the last year).
// - Lifetime and VA Bootcamp members (plan 2, 3): grp 0-4 had a membership that ended 60-399
//   days before their current start and was never renewed.
// - A history subscription is one-time, 3, 6 or 12 instalments 30 days apart (12 for 40%, 6 for
//   30%, 3 for 20%, 1 for 10%). An instalment is unpaid when (n + k + level) % 29 = 0 (old
//   overdue, 91+ days) and revoked (revoked_at/by and remarks set, transaction cleared) when
//   (n + 3k + level) % 41 = 0; otherwise paid, approved from a day early to two days late at a
//   Manila time from 08:00 to 23:59 (one in 16 at 23:xx, which is the same UTC date).
// - info_logs: a 'payment-approved' row for every paid instalment of a scale member (history and
//   the current subscription), and for each revoked one a 'payment-approved' then a
//   'payment-revoked' row, in the shape services/paymentSchedules/transitions.ts writes them.
// - History members also opened 1-6 lessons after the ones scale.ts gave them, finished 0-4 tasks
//   of stages 2 and 3 (with their 'task' points), a quarter got a 'manual' points entry, and
//   each has the approved move-ups that took them from stage 0 to their stage (one every 90 days
//   from their first subscription).
//
// Rows N gives (linear in N; scripts/seed.test.ts checks the formulas of historyOf at N = 100):
// per 100,000 members, plain --scale gives 100,000 subscriptions and invoices and 450,000 payment
// schedules; --history gives 74,000 of those members a history and adds 98,000 subscriptions and
// invoices, 715,000 payment schedules (1,165,000 in all: 1,003,000 paid, 95,000 overdue of which
// 16,600 revoked, 68,000 due later), 1,036,000 info_logs (1,019,000 'payment-approved', 16,600 'payment-revoked'),
// 259,000 lesson_progress, 148,000 task_completions, 166,500 point_entries (task and manual) and
// 113,000 approved move_up_reviews. So `--scale 100000 --history` is the million-row data set
// (measured on PostgreSQL 15: docs/benchmarks.md, "Seeding").
import { type SQL, sql } from 'drizzle-orm'
import { db } from '../../api/src/lib/db'
import { int, loadRefs, MAX_SCALE, type Refs, type Tx } from './scale'

// A quarter of scale.ts's chunk: a member gets about 10 history rows against its 20 there, and
// the largest statement (the payment rows with their logs) must finish well inside the pool's
// statement timeout (15 s) on a busy machine with PGlite, and a chunk's transaction stay short,
// since PGlite serializes transactions.
export const HISTORY_CHUNK = 2_500

/** The share of members the rules above give history (for the row counts in tests and docs). */
export function historyOf(n: number): { level1: boolean; level2: boolean; onTimeRenewals: number; unenrolled: boolean; moveUps: number } {
  const plan = n % 10
  const grp = Math.floor(n / 10) % 10
  const membership = plan !== 2 && plan !== 3
  const level1 = membership ? grp <= 7 : grp <= 4
  const level2 = membership && grp <= 2
  const onTimeRenewals = membership ? (grp <= 4 ? 1 : 0) + (grp <= 1 ? 1 : 0) : 0
  return { level1, level2, onTimeRenewals, unenrolled: membership && grp === 7, moveUps: level1 ? n % 4 : 0 }
}

type HistoryRefs = Refs & { laterTasks: number[]; reviewer: number }

async function loadHistoryRefs(): Promise<HistoryRefs> {
  const refs = await loadRefs()
  const result = await db.execute<{ laterTasks: number[]; reviewer: number | null }>(sql`
    select array(select t.id from tasks t join stages s on s.id = t.stage_id where s.number in (2, 3) and t.archived_at is null
                  order by s.number, t.position) as "laterTasks",
           (select id from users where email = 'coach@tribe.test') as reviewer`)
  const { laterTasks, reviewer } = result.rows[0]
  if (laterTasks.length === 0 || reviewer === null) throw new Error('scale history: the base seed is missing (stage 2-3 tasks, coach); run it first')
  return { ...refs, laterTasks, reviewer }
}

/** Adds the history of scale members 1..scale that have none yet. Returns how many members got it. */
export async function seedScaleHistory({ scale, log }: { scale: number; log: (line: string) => void }): Promise<number> {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) throw new Error(`--history needs --scale from 1 to ${MAX_SCALE}`)
  const refs = await loadHistoryRefs()
  const started = Date.now()
  let added = 0
  for (let lo = 1; lo <= scale; lo += HISTORY_CHUNK) {
    const hi = Math.min(scale, lo + HISTORY_CHUNK - 1)
    added += await db.transaction((tx) => historyChunk(tx, { lo, hi, refs }))
    const seconds = (Date.now() - started) / 1000
    log(`scale history: ${hi}/${scale} members checked, ${added} given history (${seconds.toFixed(1)} s)`)
  }
  return added
}

const PLATFORMS = sql`array['GCash', 'Maya', 'Bank Transfer (BPI)', 'PayPal', 'Credit Card (Xendit)']`
const REVOKE_REASONS = sql`array['Payment bounced', 'Duplicate transfer', 'Wrong amount sent']`
/** A Manila wall-clock time on a date, as timestamptz (date + hours + minutes). */
const manila = (day: SQL, hours: SQL, minutes: SQL) =>
  sql`((${day})::timestamp + make_interval(hours => ${hours}, mins => ${minutes})) at time zone 'Asia/Manila'`

async function historyChunk(tx: Tx, { lo, hi, refs }: { lo: number; hi: number; refs: HistoryRefs }): Promise<number> {
  await logCurrentApprovals(tx, lo, hi)
  // Members of the chunk that exist, are due history, and have none yet.
  await tx.execute(sql`
    create temp table hist_member on commit drop as
    select u.id as user_id, g.n, h.r, g.n % 10 as plan, (g.n / 10) % 10 as grp, g.n % 4 as stage_index,
           (su.starts_at at time zone 'Asia/Manila')::date as cur_start
      from generate_series(${lo}::int, ${hi}::int) g(n)
      join users u on u.tribe_id = 'SC' || lpad(g.n::text, 7, '0')
      join subscriptions su on su.import_key = 'scale-' || g.n
      cross join lateral (select ((g.n::bigint * 2654435761) % 1000003)::int as r) h
     where case when g.n % 10 in (2, 3) then (g.n / 10) % 10 <= 4 else (g.n / 10) % 10 <= 7 end
       and not exists (select 1 from subscriptions x where x.import_key = 'scale-h1-' || g.n)`)
  const [{ count }] = (await tx.execute<{ count: number }>(sql`select count(*)::int as count from hist_member`)).rows
  if (count === 0) return 0
  await planHistory(tx, refs)
  await insertHistoryBilling(tx, refs)
  await insertHistoryActivity(tx, refs)
  return count
}

async function logCurrentApprovals(tx: Tx, lo: number, hi: number) {
  // The approval log of the current subscriptions' paid rows, for every scale member of the chunk
  // (also those without history); a row already logged is skipped, so a re-run adds nothing.
  await tx.execute(sql`
    insert into info_logs (action, user_id, entity_type, entity_id, details, created_at)
    select 'payment-approved', ps.approved_by_id, 'payment_schedule', ps.id::text,
           jsonb_build_object('invoiceId', ps.invoice_id, 'priceCentavos', ps.price_centavos, 'transactionId', ps.transaction_id,
                              'paymentPlatform', ps.payment_platform, 'externalInvoiceId', ps.external_invoice_id),
           ps.approved_at
      from generate_series(${lo}::int, ${hi}::int) g(n)
      join subscriptions su on su.import_key = 'scale-' || g.n
      join invoices i on i.subscription_id = su.id
      join payment_schedules ps on ps.invoice_id = i.id
     where ps.transaction_id is not null
       and not exists (select 1 from info_logs l
                        where l.entity_type = 'payment_schedule' and l.entity_id = ps.id::text and l.action = 'payment-approved')`)
}

/** hist_sub: one row per history subscription of the chunk's hist_member rows; hist_first: each member's first start. */
async function planHistory(tx: Tx, refs: HistoryRefs) {
  // Level 1 = the year before the current subscription, level 2 = the year before that.
  await tx.execute(sql`
    create temp table hist_sub on commit drop as
    with level1 as (
      select m.*, m.cur_start - x.gap as end_day
        from hist_member m
       cross join lateral (select case when m.plan in (2, 3) then 60 + m.r % 340
                                       when m.grp <= 4 or m.grp = 7 then m.r % 15
                                       else 15 + m.r % 106 end as gap) x
    ), levels as (
      select user_id, n, r, 1 as level, end_day - 365 as start_day, end_day, plan not in (2, 3) and grp <= 1 as is_renewal,
             case when plan not in (2, 3) and grp = 7 then end_day - 60 - r % 140 end as unenrolled_day
        from level1
      union all
      select user_id, n, r, 2, end_day - 365 - y.gap - 365, end_day - 365 - y.gap, false, null
        from level1
       cross join lateral (select case when grp <= 1 then (r / 7) % 15 else 15 + (r / 7) % 76 end as gap) y
       where plan not in (2, 3) and grp <= 2
    )
    select l.*, 'scale-h' || l.level || '-' || l.n as import_key, t.term, t.payments,
           case when l.is_renewal then ${refs.renewal} else ${refs.membership} end as funnel_id,
           case when l.is_renewal then (array[999900, 1079700, 1119400, 1159900])[t.price_index]
                else (array[1499900, 1619700, 1679400, 1739900])[t.price_index] end as total
      from levels l
     cross join lateral (select (l.r / 15 + l.level) % 10 as v) v
     cross join lateral (
       select case when v.v <= 3 then 'monthly-12' when v.v <= 6 then 'monthly-6' when v.v <= 8 then 'monthly-3' else 'one-time' end as term,
              case when v.v <= 3 then 12 when v.v <= 6 then 6 when v.v <= 8 then 3 else 1 end as payments,
              case when v.v <= 3 then 4 when v.v <= 6 then 3 when v.v <= 8 then 2 else 1 end as price_index
     ) t`)
  await tx.execute(sql`
    create temp table hist_first on commit drop as
    select user_id, min(start_day) as first_start from hist_sub group by user_id`)
}

async function insertHistoryBilling(tx: Tx, refs: HistoryRefs) {
  await tx.execute(sql`
    with inserted as (
      insert into subscriptions (user_id, funnel_id, payment_term_id, starts_at, expiry, unenrolled_at, unenrolled_by_id, import_key, created_at, updated_at)
      select user_id, funnel_id, term,
             (start_day::text || ' 10:00+08')::timestamptz,
             (end_day::text || ' 23:59+08')::timestamptz,
             (unenrolled_day::text || ' 11:00+08')::timestamptz,
             case when unenrolled_day is not null then ${refs.approver}::int end,
             import_key,
             (start_day::text || ' 10:00+08')::timestamptz, now()
        from hist_sub
      returning id, starts_at
    )
    insert into invoices (subscription_id, created_at, updated_at) select id, starts_at, now() from inserted`)

  // One instalment every 30 days from the start; its state and approval time as the header says.
  await tx.execute(sql`
    create temp table hist_pay on commit drop as
    select i.id as invoice_id, h.n, h.level, k, d.day, h.start_day,
           case when k = h.payments then h.total - (h.total / h.payments) * (h.payments - 1) else h.total / h.payments end as price,
           case when h.unenrolled_day is not null and d.day >= h.unenrolled_day then 'unpaid'
                when (h.n + k + h.level) % 29 = 0 then 'unpaid'
                when (h.n + 3 * k + h.level) % 41 = 0 then 'revoked'
                else 'paid' end as state,
           'SCALE-H' || h.level || '-' || h.n || '-' || k as transaction_id,
           (${PLATFORMS})[1 + (h.n + k + h.level) % 5] as platform,
           'INV-SCH' || h.level || '-' || h.n || '-' || k as external_invoice_id,
           (${REVOKE_REASONS})[1 + (h.n + k) % 3] as remark,
           least(now() - interval '1 hour',
                 ${manila(sql`d.day + ((h.r + k) % 4 - 1)`, sql`8 + (h.n * 3 + k * 7) % 16`, sql`(h.n + k * 13) % 60`)}) as approved_at
      from hist_sub h
      join subscriptions su on su.import_key = h.import_key
      join invoices i on i.subscription_id = su.id
     cross join lateral generate_series(1, h.payments) k
     cross join lateral (select h.start_day + (k - 1) * 30 as day) d`)
  await tx.execute(sql`
    with inserted as (
      insert into payment_schedules (invoice_id, price_centavos, schedule_date, transaction_id, payment_platform, external_invoice_id,
                                     remarks, approved_at, approved_by_id, revoked_at, revoked_by_id, created_at, updated_at)
      select invoice_id, price, day,
             case when state = 'paid' then transaction_id end,
             case when state = 'paid' then platform end,
             case when state = 'paid' then external_invoice_id end,
             case when state = 'revoked' then remark end,
             case when state = 'paid' then approved_at end,
             case when state = 'paid' then ${refs.approver}::int end,
             case when state = 'revoked' then approved_at + interval '2 days 3 hours' end,
             case when state = 'revoked' then ${refs.approver}::int end,
             (start_day::text || ' 10:00+08')::timestamptz, now()
        from hist_pay
      returning id, invoice_id, schedule_date
    )
    insert into info_logs (action, user_id, entity_type, entity_id, details, created_at)
    select l.action, ${refs.approver}::int, 'payment_schedule', s.id::text, l.details, l.at
      from inserted s
      join hist_pay p on p.invoice_id = s.invoice_id and p.day = s.schedule_date
     cross join lateral (
       select 'payment-approved' as action, p.approved_at as at,
              jsonb_build_object('invoiceId', p.invoice_id, 'priceCentavos', p.price, 'transactionId', p.transaction_id,
                                 'paymentPlatform', p.platform, 'externalInvoiceId', p.external_invoice_id) as details
       union all
       select 'payment-revoked', p.approved_at + interval '2 days 3 hours',
              jsonb_build_object('invoiceId', p.invoice_id, 'priceCentavos', p.price, 'remarks', p.remark,
                                 'revokedTransactionId', p.transaction_id, 'revokedPaymentPlatform', p.platform,
                                 'revokedExternalInvoiceId', p.external_invoice_id,
                                 'approvedAt', to_char(p.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        where p.state = 'revoked'
     ) l
     where p.state <> 'unpaid'`)
}

async function insertHistoryActivity(tx: Tx, refs: HistoryRefs) {
  // Lessons opened after the ones scale.ts gave, from the first subscription on, in the evening.
  await tx.execute(sql`
    insert into lesson_progress (user_id, lesson_id, position_seconds, started_at, completed_at, updated_at)
    select m.user_id, (${int(refs.lessons)})[k], case when x.open then 300 else 0 end, x.started,
           case when not x.open then x.started + interval '50 minutes' end, now()
      from hist_member m join hist_first f on f.user_id = m.user_id
     cross join lateral generate_series(m.n % 8 + 1, least(m.n % 8 + 1 + m.r % 6, ${refs.lessons.length})) k
     cross join lateral (
       select ${manila(sql`f.first_start + (k - m.n % 8) * 25`, sql`19 + k % 5`, sql`(m.n + k) % 60`)} as started,
              k = least(m.n % 8 + 1 + m.r % 6, ${refs.lessons.length}) and m.r % 3 = 0 as open
     ) x
    on conflict do nothing`)
  await tx.execute(sql`
    with finished as (
      insert into task_completions (user_id, task_id, completed_at)
      select m.user_id, (${int(refs.laterTasks)})[k],
             least(now(), ${manila(sql`f.first_start + 35 * k`, sql`20`, sql`(m.n * 7 + k) % 60`)})
        from hist_member m join hist_first f on f.user_id = m.user_id
       cross join lateral generate_series(1, least(m.r % 5, ${refs.laterTasks.length})) k
      on conflict do nothing
      returning id, user_id, task_id, completed_at
    )
    insert into point_entries (user_id, kind, points, task_completion_id, reason, created_at)
    select f.user_id, 'task', t.points, f.id, 'Finished: ' || t.title, f.completed_at from finished f join tasks t on t.id = f.task_id`)
  await tx.execute(sql`
    insert into point_entries (user_id, kind, points, reason, created_by_id, created_at)
    select m.user_id, 'manual',
           case when m.r % 8 = 0 then -20 else 50 end,
           case when m.r % 8 = 0 then 'Points corrected after a duplicate task' else 'Hosted a community study session' end,
           ${refs.approver}::int, ${manila(sql`f.first_start + 120`, sql`14`, sql`0`)}
      from hist_member m join hist_first f on f.user_id = m.user_id
     where m.r % 4 = 0`)
  // The approved move-ups from stage 0 to the member's stage, one every 90 days.
  await tx.execute(sql`
    insert into move_up_reviews (user_id, from_stage_id, to_stage_id, status, note, reviewer_id, reviewer_note, reviewed_at, created_at, updated_at)
    select m.user_id, (${int(refs.stages)})[j], (${int(refs.stages)})[j + 1], 'approved', 'Ready for the next stage',
           ${refs.reviewer}::int, 'Tasks complete: approved', x.created + interval '2 days', x.created, x.created + interval '2 days'
      from hist_member m join hist_first f on f.user_id = m.user_id
     cross join lateral generate_series(1, m.stage_index) j
     cross join lateral (select ${manila(sql`f.first_start + 90 * j`, sql`19`, sql`30`)} as created) x`)
}
