// The daily reminders: each stage on its Manila day (not before, not twice), only for unpaid rows of
// live subscriptions of members who are not archived, each switch honoured, and the member's info
// log. Receipts: receipts.test.ts.
import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { infoLogs, paymentSchedules, REMINDER_SETTINGS, sentReminders } from '../../../../db/schema'
import { db } from '../../lib/db'
import { drainQueue, enqueue } from '../../lib/jobs'
import { addCalendarDays } from '../../lib/time'
import { createUser } from '../../test/factories'
import { scenario } from '../../test/scenario'
import { statementsOf } from '../courses/courses.scenarios'
import { jobHandlers } from '../jobs/handlers'
import { findMember } from '../members/memberProfile'
import { BATCH_SIZE, sendDailyReminders } from './dailyReminders'
import { BILLING_PATH, formatDay, formatPesos } from './reminderMails'
import {
  aroundToday,
  claims,
  endingSubscriptions,
  manila,
  memberWithSchedules,
  morning,
  notRemindable,
  oneBill,
  outbox,
  setSwitch,
  switchesOn,
  TODAY,
} from './reminders.scenarios'

/** The stage of each claim of `rowId`, by the day (offset from TODAY) it was made on. */
async function followDayByDay(rowIds: number[], from: number, to: number) {
  const sentOn: Record<string, number[]> = {}
  for (let day = from; day <= to; day++) {
    const before = (await claims(rowIds)).length
    await sendDailyReminders(morning(day))
    for (const claim of (await claims(rowIds)).slice(before)) (sentOn[claim.split(' ')[2]] ??= []).push(day)
  }
  return sentOn
}

describe('daily reminders: the stages of an unpaid instalment', () => {
  scenario('each stage is sent on its Manila day only: 7 days and 1 day before, the day, 1 and 7 days after, and the 14th', oneBill, async ({ rows }) => {
    // Due TODAY + 7: followed from 12 days before its date to 20 days after.
    expect(await followDayByDay([rows[0].id], -5, 27)).toEqual({
      upcoming7: [0],
      upcoming1: [6],
      'due-today': [7],
      overdue1: [8],
      overdue7: [14],
      'grace-end': [21],
    })
    expect(await outbox()).toHaveLength(6)
  })

  scenario('on one morning, each row at a stage gets its mail and the rows beside them get none', aroundToday, async ({ byOffset }) => {
    const result = await sendDailyReminders(morning())
    expect(result).toMatchObject({ payment: 6, subscription: 0 })
    expect((await claims()).sort()).toEqual(
      [
        `payment_schedule ${byOffset[7].id} upcoming7`,
        `payment_schedule ${byOffset[1].id} upcoming1`,
        `payment_schedule ${byOffset[0].id} due-today`,
        `payment_schedule ${byOffset[-1].id} overdue1`,
        `payment_schedule ${byOffset[-7].id} overdue7`,
        `payment_schedule ${byOffset[-14].id} grace-end`,
      ].sort(),
    )
    const due = (days: number) => formatDay(addCalendarDays(TODAY, days))
    expect((await outbox()).map((mail) => mail.subject).sort()).toEqual(
      [
        `Your ₱500.00 payment is due on ${due(7)}`,
        'Your ₱500.00 payment is due tomorrow',
        'Your ₱500.00 payment is due today',
        'Your ₱500.00 payment is overdue',
        'Your ₱500.00 payment is 7 days overdue',
        'Last day to settle your ₱500.00 payment',
      ].sort(),
    )
  })

  scenario('Manila midnight decides the day: 23:59 the evening before sends nothing, 00:00 sends', oneBill, async ({ rows }) => {
    await sendDailyReminders(manila(addCalendarDays(TODAY, -1), '23:59'))
    expect(await claims()).toEqual([])
    // 00:00 in Manila is 16:00 UTC the day before.
    await sendDailyReminders(new Date(`${addCalendarDays(TODAY, -1)}T16:00:00Z`))
    expect(await claims()).toEqual([`payment_schedule ${rows[0].id} upcoming7`])
  })

  scenario('a second run the same day (a retry, another process) sends nothing more', aroundToday, async () => {
    await sendDailyReminders(morning())
    const first = await outbox()
    expect(await sendDailyReminders(manila(TODAY, '21:00'))).toMatchObject({ payment: 0, subscription: 0 })
    expect(await outbox()).toEqual(first)
    await Promise.all([sendDailyReminders(morning()), sendDailyReminders(morning())])
    expect(await outbox()).toHaveLength(first.length)
  })

  scenario('nothing after the payment: a row paid after its first reminder gets no more', oneBill, async ({ rows }) => {
    await sendDailyReminders(morning())
    await db.update(paymentSchedules).set({ transactionId: 'txn-1', approvedAt: new Date() }).where(eq(paymentSchedules.id, rows[0].id))
    expect(await followDayByDay([rows[0].id], 1, 22)).toEqual({})
    expect(await outbox()).toHaveLength(1)
  })

  scenario('nothing for paid or revoked rows, unenrolled or expired subscriptions, or an archived member', notRemindable, async () => {
    expect(await sendDailyReminders(morning())).toMatchObject({ payment: 0 })
    expect(await outbox()).toEqual([])
  })

  scenario('the mail: the amount in pesos, the date as the app shows it, the absolute billing link', oneBill, async ({ member }) => {
    await sendDailyReminders(morning())
    const [mail] = await outbox()
    const due = formatDay(addCalendarDays(TODAY, 7))
    expect(due).toBe('Mon, 12/14/2026')
    expect(formatPesos(50_000)).toBe('₱500.00')
    expect(mail).toMatchObject({ to: member.email, subject: `Your ₱500.00 payment is due on ${due}`, status: 'pending' })
    expect(mail.text).toContain('Hi Juana,')
    expect(mail.text).toContain(`your ₱500.00 payment for Annual is due in 7 days, on ${due}.`)
    expect(mail.text).toMatch(new RegExp(`\nhttps?://[^\\s]+${BILLING_PATH.replace('?', '\\?')}\n`))
  })

  scenario('the grace-end mail names the last day, the overdue ones the day to settle by', () => memberWithSchedules([-14, -1]), async () => {
    await sendDailyReminders(morning())
    const texts = (await outbox()).map((mail) => `${mail.subject} | ${mail.text}`)
    expect(texts.find((text) => text.startsWith('Last day to settle your ₱500.00 payment'))).toContain('Please settle it today')
    expect(texts.find((text) => text.startsWith('Your ₱500.00 payment is overdue'))).toContain(`Please settle it by ${formatDay(addCalendarDays(TODAY, 13))}`)
  })
})

describe('daily reminders: switches', () => {
  scenario('a switched-off stage sends nothing; the others still do, and it resumes when on again', aroundToday, async ({ byOffset }) => {
    await setSwitch('reminder-payment-due-today', 'false')
    await setSwitch('reminder-payment-grace-end', 'false')
    expect(await sendDailyReminders(morning())).toMatchObject({ payment: 4 })
    expect(await claims([byOffset[0].id, byOffset[-14].id])).toEqual([])
    await setSwitch('reminder-payment-due-today', 'true')
    expect(await sendDailyReminders(morning())).toMatchObject({ payment: 1 })
    expect(await claims([byOffset[0].id])).toEqual([`payment_schedule ${byOffset[0].id} due-today`])
  })

  scenario('a missing switch is off: no settings, no mail', aroundToday, async () => {
    await db.execute(sql`delete from settings`)
    expect(await sendDailyReminders(morning())).toEqual({ payment: 0, subscription: 0, batches: 0 })
    expect(await outbox()).toEqual([])
  })

  it('migration 0019 seeds every switch, on', () => {
    const migration = readFileSync(new URL('../../../../db/migrations/0019_reminders.sql', import.meta.url), 'utf8')
    for (const [name, description] of Object.entries(REMINDER_SETTINGS)) {
      expect(migration).toContain(`('${name}', 'true', 'boolean', 'default', '${description}')`)
    }
  })
})

describe('daily reminders: subscriptions ending', () => {
  scenario('7 days and 1 day before the last day of access; not lifetime, renewed or unenrolled ones', endingSubscriptions, async (rows) => {
    expect(await sendDailyReminders(morning())).toMatchObject({ payment: 0, subscription: 3 })
    expect((await claims()).sort()).toEqual(
      [`subscription ${rows.seven.subscription.id} expiry7`, `subscription ${rows.sevenLate.subscription.id} expiry7`, `subscription ${rows.one.subscription.id} expiry1`].sort(),
    )
    const mail = (await outbox()).find((row) => row.to === rows.one.user.email)!
    expect(mail.subject).toBe('Your Annual access ends tomorrow')
    expect(mail.text).toContain(`ends tomorrow, ${formatDay(addCalendarDays(TODAY, 1))}.`)
    // The next morning: the one ending in 8 days is at 7; nothing is sent again.
    expect(await sendDailyReminders(morning(1))).toMatchObject({ subscription: 1 })
    expect(await claims([rows.eight.subscription.id])).toEqual([`subscription ${rows.eight.subscription.id} expiry7`])
    await setSwitch('reminder-subscription-expiry-1', 'false')
    expect(await sendDailyReminders(morning(6))).toMatchObject({ subscription: 0 })
  })
})

describe('daily reminders: the member info log', () => {
  scenario("each mail is an entry on the member's record: what, when, which bill", oneBill, async ({ member, invoice, rows }) => {
    await sendDailyReminders(morning())
    const [entry] = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'payment-reminder-sent'), eq(infoLogs.entityId, String(member.id))))
    const [mail] = await outbox()
    expect(entry).toMatchObject({ userId: null, entityType: 'user' })
    expect(entry.details).toEqual({
      stage: 'upcoming7',
      paymentScheduleId: rows[0].id,
      invoiceId: invoice.id,
      subscriptionId: expect.any(Number),
      scheduleDate: addCalendarDays(TODAY, 7),
      priceCentavos: 50_000,
      to: member.email,
      subject: mail.subject,
      outboxEmailId: mail.id,
    })
    const profile = await findMember(member.id)
    expect(profile?.recentLogs.map((log) => log.action)).toContain('payment-reminder-sent')
  })
})

describe('daily reminders: at scale', () => {
  scenario(`rows beyond one batch (${BATCH_SIZE}) are sent in batches of a fixed number of statements, each once`, oneBill, async ({ invoice }) => {
    const due = addCalendarDays(TODAY, 1)
    await db.execute(sql`insert into payment_schedules (invoice_id, price_centavos, schedule_date)
      select ${invoice.id}, 100 * n, ${due}::date from generate_series(1, ${BATCH_SIZE * 2 + 10}) as n`)
    let result: Awaited<ReturnType<typeof sendDailyReminders>> | undefined
    const statements = await statementsOf(async () => (result = await sendDailyReminders(morning())))
    expect(result).toEqual({ payment: BATCH_SIZE * 2 + 11, subscription: 0, batches: 4 })
    // The switches; per batch of instalments the claim, the outbox insert, its sweep and the info
    // log; the subscriptions' claim (none to mail).
    expect(statements).toBe(1 + 3 * 4 + 1)
    const [{ mails, distinct }] = (
      await db.execute<{ mails: number; distinct: number }>(sql`select count(*)::int as mails, count(distinct "to" || subject || text)::int as distinct from outbox_emails`)
    ).rows
    expect([mails, distinct]).toEqual([BATCH_SIZE * 2 + 11, BATCH_SIZE * 2 + 11])
    expect((await db.select().from(sentReminders)).length).toBe(BATCH_SIZE * 2 + 11)
    expect(await sendDailyReminders(morning())).toMatchObject({ payment: 0 })
  })

  it('the job: daily at 08:00 in Manila, run through the queue like any other', async () => {
    const [schedule] = (await db.execute<{ cron: string; timezone: string }>(sql`select cron, timezone from pgboss.schedule where name = 'reminders'`)).rows
    expect(schedule).toEqual({ cron: '0 8 * * *', timezone: 'Asia/Manila' })
    await enqueue('reminders', {})
    expect(await drainQueue('reminders', jobHandlers.reminders)).toEqual({ ran: 1, failed: 0 })
  })

  it('no reminder for a member with no bills and switches on', async () => {
    await switchesOn()
    await createUser()
    expect(await sendDailyReminders(morning())).toEqual({ payment: 0, subscription: 0, batches: 2 })
  })
})
