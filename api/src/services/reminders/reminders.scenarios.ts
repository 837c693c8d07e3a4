// The rows reminders.test.ts names. The tests stand at TODAY, Monday 2026-12-07 in Manila, and
// place due dates and expiries around it; the switches are on unless a test turns one off.
import { eq, inArray } from 'drizzle-orm'
import { LIFETIME_EXPIRY, outboxEmails, paymentSchedules, REMINDER_SETTINGS, sentReminders, settings, users, type ReminderSettingName } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays } from '../../lib/time'
import { createSchedule, createSubscription, createUser } from '../../test/factories'

export const TODAY = '2026-12-07'
/** An instant on a Manila calendar day at a Manila time. */
export const manila = (day: string, time = '08:00') => new Date(`${day}T${time}:00+08:00`)
/** 08:00 Manila, `days` from TODAY: when the daily job runs. */
export const morning = (days = 0) => manila(addCalendarDays(TODAY, days))

/** Every reminder switch, on (as migration 0019 leaves them). */
export async function switchesOn() {
  await db
    .insert(settings)
    .values(Object.entries(REMINDER_SETTINGS).map(([name, description]) => ({ name, value: 'true', type: 'boolean' as const, description })))
    .onConflictDoNothing()
}

export async function setSwitch(name: ReminderSettingName, value: 'true' | 'false') {
  await db.update(settings).set({ value }).where(eq(settings.name, name))
}

/** A member (Juana) on a live subscription whose invoice has a row due `days` from TODAY for each offset. */
export async function memberWithSchedules(offsets: number[], options: { expiry?: Date; unenrolled?: boolean; email?: string } = {}) {
  await switchesOn()
  const member = await createUser({ firstName: 'Juana', email: options.email })
  const { subscription, invoice } = await createSubscription(member.id, options.expiry ?? LIFETIME_EXPIRY, { unenrolled: options.unenrolled })
  const rows: Awaited<ReturnType<typeof createSchedule>>[] = []
  for (const days of offsets) rows.push(await createSchedule(invoice.id, addCalendarDays(TODAY, days)))
  const byOffset = Object.fromEntries(offsets.map((days, index) => [days, rows[index]]))
  return { member, subscription, invoice, rows, byOffset }
}

/** One unpaid row due TODAY + 7, for the tests that follow one bill day by day. */
export const oneBill = () => memberWithSchedules([7])

/** Rows due around TODAY: the six stage days and the days just beside them. */
export const aroundToday = () => memberWithSchedules([8, 7, 6, 2, 1, 0, -1, -2, -6, -7, -8, -13, -14, -15])

/** Bills nothing may be sent for: paid, revoked, unenrolled, expired, an archived member; each due today. */
export async function notRemindable() {
  await switchesOn()
  const paid = await createUser()
  const paidSub = await createSubscription(paid.id, LIFETIME_EXPIRY)
  await createSchedule(paidSub.invoice.id, TODAY, { paid: true })
  const revoked = await memberWithSchedules([0])
  await db.update(paymentSchedules).set({ revokedAt: new Date(), remarks: 'bounced' }).where(eq(paymentSchedules.id, revoked.rows[0].id))
  const unenrolled = await memberWithSchedules([0], { unenrolled: true })
  const expired = await memberWithSchedules([0], { expiry: manila(addCalendarDays(TODAY, -1), '23:59') })
  const archived = await memberWithSchedules([0])
  await db.update(users).set({ archivedAt: new Date(), disabledAt: new Date() }).where(eq(users.id, archived.member.id))
  return { paid, revoked, unenrolled, expired, archived }
}

/** Subscriptions whose last day is TODAY + 8, + 7, + 1 and TODAY, a lifetime one, a renewed one and an unenrolled one: each its own member's. */
export async function endingSubscriptions() {
  await switchesOn()
  const ending = async (expiry: Date, options: { unenrolled?: boolean } = {}) => {
    const user = await createUser({ firstName: 'Juana' })
    return { user, subscription: (await createSubscription(user.id, expiry, options)).subscription }
  }
  const day = (days: number, time: string) => manila(addCalendarDays(TODAY, days), time)
  const eight = await ending(day(8, '00:00'))
  const seven = await ending(day(7, '00:00'))
  const sevenLate = await ending(day(7, '23:59'))
  const one = await ending(day(1, '12:00'))
  const today = await ending(day(0, '23:00'))
  const lifetime = await ending(LIFETIME_EXPIRY)
  const renewed = await ending(day(7, '12:00'))
  await createSubscription(renewed.user.id, day(372, '12:00'))
  const unenrolled = await ending(day(7, '12:00'), { unenrolled: true })
  return { eight, seven, sevenLate, one, today, lifetime, renewed, unenrolled }
}

/** The outbox, oldest first. */
export const outbox = () => db.select().from(outboxEmails).orderBy(outboxEmails.id)

/** The claims, as 'kind row stage'. */
export async function claims(rowIds?: number[]) {
  const rows = await db
    .select()
    .from(sentReminders)
    .where(rowIds ? inArray(sentReminders.rowId, rowIds) : undefined)
    .orderBy(sentReminders.id)
  return rows.map((row) => `${row.kind} ${row.rowId} ${row.stage}`)
}
