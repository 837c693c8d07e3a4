// The rows dues.test.ts names. Most tests stand at NOW, Monday 2024-05-06 10:00 in Manila, and
// place expiries and due dates around it.
import { LIFETIME_EXPIRY } from '../../../../db/schema'
import { createSchedule, createSubscription, createUser } from '../../test/factories'

/** "Now" for most tests: Monday 2024-05-06, 10:00 in Manila. */
export const NOW = new Date('2024-05-06T10:00:00+08:00')
/** An instant on a Manila calendar day at a Manila time. */
export const manila = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`)

/** Expiring today and in six days (soon); in seven days and lifetime (not soon). */
export const expiringSoon = async () => {
  const user = await createUser()
  const today = await createSubscription(user.id, manila('2024-05-06', '23:59'))
  const sixDays = await createSubscription(user.id, manila('2024-05-12', '23:00'))
  await createSubscription(user.id, manila('2024-05-13', '00:00'))
  await createSubscription(user.id, LIFETIME_EXPIRY)
  return { user, today, sixDays }
}

/** Expired yesterday and 14 days ago (inside the grace period), and 15 days ago (beyond it). */
export const expiredInGrace = async () => {
  const user = await createUser()
  const yesterday = await createSubscription(user.id, manila('2024-05-05', '23:59'))
  const fourteenDays = await createSubscription(user.id, manila('2024-04-22', '00:00'))
  await createSubscription(user.id, manila('2024-04-21', '23:59'))
  return { user, yesterday, fourteenDays }
}

/** A member who renewed (expired and lifetime), and another whose only membership expired. */
export const renewedAndLapsed = async () => {
  const user = await createUser()
  await createSubscription(user.id, manila('2024-05-01'))
  await createSubscription(user.id, LIFETIME_EXPIRY)
  const other = await createUser()
  const othersExpired = await createSubscription(other.id, manila('2024-05-01'))
  return { user, other, othersExpired }
}

/** Unenrolled subscriptions, one with a schedule due today and one overdue. */
export const unenrolled = async () => {
  const user = await createUser()
  const { invoice } = await createSubscription(user.id, manila('2024-05-03'), { unenrolled: true })
  await createSchedule(invoice.id, '2024-05-06')
  await createSchedule(invoice.id, '2024-05-01')
  await createSubscription(user.id, manila('2024-05-08'), { unenrolled: true })
  return { user }
}

/** One subscription ending 2024-05-05 23:00 in Manila (15:00 UTC, the same UTC date either way). */
export const endingLateEvening = async () => {
  const user = await createUser()
  const { subscription } = await createSubscription(user.id, manila('2024-05-05', '23:00'))
  return { user, subscription }
}

/**
 * A lifetime member's schedules around NOW: unpaid today, in 6 and 7 days, yesterday, 14 and 15
 * days late; paid today and paid late. And another member's schedule due today.
 */
export const schedulesAroundToday = async () => {
  const user = await createUser()
  const { invoice } = await createSubscription(user.id, LIFETIME_EXPIRY)
  const rows = {
    today: await createSchedule(invoice.id, '2024-05-06'),
    sixDays: await createSchedule(invoice.id, '2024-05-12'),
    sevenDays: await createSchedule(invoice.id, '2024-05-13'),
    yesterday: await createSchedule(invoice.id, '2024-05-05'),
    fourteenDaysLate: await createSchedule(invoice.id, '2024-04-22'),
    fifteenDaysLate: await createSchedule(invoice.id, '2024-04-21'),
    paidToday: await createSchedule(invoice.id, '2024-05-06', { paid: true }),
    paidLate: await createSchedule(invoice.id, '2024-05-01', { paid: true }),
  }
  const other = await createUser()
  const theirs = await createSubscription(other.id, LIFETIME_EXPIRY)
  await createSchedule(theirs.invoice.id, '2024-05-06')
  return { user, rows }
}

/** Unpaid schedules due 2024-05-05 and 2024-05-06 (Manila days). */
export const dueAroundMidnight = async () => {
  const user = await createUser()
  const { invoice } = await createSubscription(user.id, LIFETIME_EXPIRY)
  const may6 = await createSchedule(invoice.id, '2024-05-06')
  const may5 = await createSchedule(invoice.id, '2024-05-05')
  return { user, may5, may6 }
}

/** Relative to the real clock: a subscription expiring in two days and a schedule due today. */
export const dueNow = async () => {
  const user = await createUser()
  const now = new Date()
  const soon = new Date(now.getTime() + 2 * 86_400_000)
  const { subscription, invoice } = await createSubscription(user.id, soon)
  const manilaToday = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
  const schedule = await createSchedule(invoice.id, manilaToday)
  return { user, subscription, schedule, soon, manilaToday }
}
