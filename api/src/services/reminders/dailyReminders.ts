// The daily reminders (job `reminders`, 08:00 Manila): every unpaid instalment and every ending
// subscription at one of its stages today (stages.ts) gets one e-mail, once. Set-based: a batch is
// one transaction of five statements whatever the number of rows (the switches; one statement that
// finds the rows of every stage at once and claims them in sent_reminders, answering what the mails
// need; the outbox insert; its mail sweep; the info log insert), and a run is one batch per
// BATCH_SIZE rows claimed. The unique (kind, row_id, stage) claim makes a second run, a retry or a
// second process find nothing left to send.
//
// Which rows (docs/product.md, "Reminders"):
// - instalments: unpaid (no transaction id), never revoked (a revoked payment is staff's to follow
//   up), of a subscription neither unenrolled nor expired (expiry at or after 00:00 today, Manila);
// - subscriptions: not unenrolled, ending on the stage's day, with no later subscription of the
//   same funnel (renewed already: nothing ends);
// - never for an archived member.
// The instalments are found through payment_schedules_unpaid_schedule_date_idx (an equality on the
// date), the subscriptions through subscriptions_expiry_idx (a one-day range) or, on a small table,
// a scan. The candidates are deliberately not ordered: `order by ps.id ... limit` made PostgreSQL
// walk the primary key of all 450,000 rows instead (217 ms for the first batch, the whole table
// for the last; 62 ms unordered, measured on PostgreSQL 15 with 450,000 rows, 300,000 unpaid).
import { sql } from 'drizzle-orm'
import { db, type Executor } from '../../lib/db'
import { logger } from '../../lib/logger'
import { addCalendarDays, addDays, manilaDate, startOfManilaDay } from '../../lib/time'
import { deliverReminders, switchesOn, type ReminderMail } from './deliver'
import { expiryReminderMail, scheduleReminderMail } from './reminderMails'
import { EXPIRY_STAGES, REMINDER_ACTIONS, SCHEDULE_STAGES, type ExpiryStage, type ScheduleStage } from './stages'

/** Rows claimed (and mailed) per transaction. */
export const BATCH_SIZE = 500

/** A row of the instalments' claim statement (its aliases). */
type ScheduleReminderRow = {
  stage: ScheduleStage
  schedule_id: number
  schedule_date: string
  price_centavos: number
  invoice_id: number
  subscription_id: number
  funnel_name: string
  user_id: number
  email: string
  first_name: string | null
}

/** A row of the subscriptions' claim statement (its aliases). */
type ExpiryReminderRow = {
  stage: ExpiryStage
  subscription_id: number
  expiry: Date | string
  funnel_name: string
  user_id: number
  email: string
  first_name: string | null
}

const toScheduleMail = (row: ScheduleReminderRow): ReminderMail => ({
  email: scheduleReminderMail(row.stage, row.email, {
    firstName: row.first_name,
    funnelName: row.funnel_name,
    priceCentavos: Number(row.price_centavos),
    scheduleDate: row.schedule_date,
  }),
  userId: row.user_id,
  action: REMINDER_ACTIONS.payment,
  details: {
    stage: row.stage,
    paymentScheduleId: Number(row.schedule_id),
    invoiceId: row.invoice_id,
    subscriptionId: row.subscription_id,
    scheduleDate: row.schedule_date,
    priceCentavos: Number(row.price_centavos),
  },
})

const toExpiryMail = (row: ExpiryReminderRow): ReminderMail => {
  const expiry = new Date(row.expiry)
  return {
    email: expiryReminderMail(row.stage, row.email, { firstName: row.first_name, funnelName: row.funnel_name, expiry }),
    userId: row.user_id,
    action: REMINDER_ACTIONS.subscription,
    details: { stage: row.stage, subscriptionId: row.subscription_id, expiry: expiry.toISOString(), lastDay: manilaDate(expiry) },
  }
}

/** Claims up to BATCH_SIZE instalments at today's enabled stages: one statement. */
async function claimSchedules(tx: Executor, stages: { stage: ScheduleStage; date: string }[], todayStart: Date): Promise<ScheduleReminderRow[]> {
  const values = sql.join(
    stages.map(({ stage, date }) => sql`(${stage}, ${date}::date)`),
    sql`, `,
  )
  const result = await tx.execute<ScheduleReminderRow>(sql`
    with stage (stage, schedule_date) as (values ${values}),
    candidate as (
      select st.stage, ps.id
        from stage st
        join payment_schedules ps on ps.schedule_date = st.schedule_date and ps.transaction_id is null and ps.revoked_at is null
        join invoices i on i.id = ps.invoice_id
        join subscriptions s on s.id = i.subscription_id and s.unenrolled_at is null and s.expiry >= ${todayStart.toISOString()}::timestamptz
        join users u on u.id = s.user_id and u.archived_at is null
       where not exists (select from sent_reminders r where r.kind = 'payment_schedule' and r.row_id = ps.id and r.stage = st.stage)
       limit ${BATCH_SIZE}
    ),
    claimed as (
      insert into sent_reminders (kind, row_id, stage)
      select 'payment_schedule', id, stage from candidate
      on conflict do nothing
      returning row_id, stage
    )
    select c.stage, ps.id as schedule_id, ps.schedule_date::text as schedule_date, ps.price_centavos, i.id as invoice_id,
           s.id as subscription_id, f.name as funnel_name, u.id as user_id, u.email, u.first_name
      from claimed c
      join payment_schedules ps on ps.id = c.row_id
      join invoices i on i.id = ps.invoice_id
      join subscriptions s on s.id = i.subscription_id
      join funnels f on f.id = s.funnel_id
      join users u on u.id = s.user_id
     order by ps.id, c.stage`)
  return result.rows
}

/** Claims up to BATCH_SIZE subscriptions at today's enabled stages: one statement. */
async function claimSubscriptions(tx: Executor, stages: { stage: ExpiryStage; from: Date; to: Date }[]): Promise<ExpiryReminderRow[]> {
  const values = sql.join(
    stages.map(({ stage, from, to }) => sql`(${stage}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`),
    sql`, `,
  )
  const result = await tx.execute<ExpiryReminderRow>(sql`
    with stage (stage, ends_from, ends_before) as (values ${values}),
    candidate as (
      select st.stage, s.id
        from stage st
        join subscriptions s on s.expiry >= st.ends_from and s.expiry < st.ends_before and s.unenrolled_at is null
        join users u on u.id = s.user_id and u.archived_at is null
       where not exists (select from sent_reminders r where r.kind = 'subscription' and r.row_id = s.id and r.stage = st.stage)
         and not exists (select from subscriptions later where later.user_id = s.user_id and later.funnel_id = s.funnel_id
                           and later.id <> s.id and later.unenrolled_at is null and later.expiry > s.expiry)
       limit ${BATCH_SIZE}
    ),
    claimed as (
      insert into sent_reminders (kind, row_id, stage)
      select 'subscription', id, stage from candidate
      on conflict do nothing
      returning row_id, stage
    )
    select c.stage, s.id as subscription_id, s.expiry, f.name as funnel_name, u.id as user_id, u.email, u.first_name
      from claimed c
      join subscriptions s on s.id = c.row_id
      join funnels f on f.id = s.funnel_id
      join users u on u.id = s.user_id
     order by s.id, c.stage`)
  return result.rows
}

export type RemindersResult = { payment: number; subscription: number; batches: number }

/** Every batch of one kind until a batch comes back short. */
async function inBatches(claimAndMail: (tx: Executor) => Promise<number>, result: RemindersResult): Promise<number> {
  let total = 0
  for (;;) {
    const claimed = await db.transaction(claimAndMail)
    result.batches++
    total += claimed
    if (claimed < BATCH_SIZE) return total
  }
}

/** Queues today's reminders (today as of `now`, in Manila). Safe to run again: nothing is sent twice. */
export async function sendDailyReminders(now: Date = new Date()): Promise<RemindersResult> {
  const today = manilaDate(now)
  const todayStart = startOfManilaDay(now)
  const on = await switchesOn(db, [...SCHEDULE_STAGES, ...EXPIRY_STAGES].map((stage) => stage.setting))
  const scheduleStages = SCHEDULE_STAGES.filter((stage) => on.has(stage.setting)).map((stage) => ({
    stage: stage.stage,
    date: addCalendarDays(today, stage.daysUntilDue),
  }))
  const expiryStages = EXPIRY_STAGES.filter((stage) => on.has(stage.setting)).map((stage) => ({
    stage: stage.stage,
    from: addDays(todayStart, stage.daysBeforeEnd),
    to: addDays(todayStart, stage.daysBeforeEnd + 1),
  }))
  const result: RemindersResult = { payment: 0, subscription: 0, batches: 0 }
  if (scheduleStages.length) {
    result.payment = await inBatches(async (tx) => {
      const rows = await claimSchedules(tx, scheduleStages, todayStart)
      await deliverReminders(tx, rows.map(toScheduleMail))
      return rows.length
    }, result)
  }
  if (expiryStages.length) {
    result.subscription = await inBatches(async (tx) => {
      const rows = await claimSubscriptions(tx, expiryStages)
      await deliverReminders(tx, rows.map(toExpiryMail))
      return rows.length
    }, result)
  }
  logger.info({ ...result, today }, 'reminders: queued')
  return result
}
