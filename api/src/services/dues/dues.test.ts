import { describe, expect } from 'vitest'
import { LIFETIME_EXPIRY } from '../../../../db/schema'
import { currentUserFor, insertSchedule, insertSubscription, insertUser, runGraphql } from '../../test/fixtures'
import { asUser, scenario } from '../../test/scenario'
import { duesAndExpiration, getDuesAndExpiration } from './dues'

// "Now" for most tests: Monday 2024-05-06, 10:00 in Manila.
const NOW = new Date('2024-05-06T10:00:00+08:00')
/** An instant on a Manila calendar day at a Manila time. */
const manila = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`)
const ids = (list: { id: number | string }[]) => list.map((row) => row.id)

async function member() {
  return insertUser()
}

describe('getDuesAndExpiration: subscriptions', () => {
  scenario(
    'expiring soon: active and expiring today through 6 days ahead; not 7 days ahead, not lifetime',
    async () => {
      const user = await member()
      const today = await insertSubscription(user.id, manila('2024-05-06', '23:59'))
      const sixDays = await insertSubscription(user.id, manila('2024-05-12', '23:00'))
      await insertSubscription(user.id, manila('2024-05-13', '00:00'))
      await insertSubscription(user.id, LIFETIME_EXPIRY)
      return { user, today, sixDays }
    },
    async ({ user, today, sixDays }) => {
      const dues = await duesAndExpiration(user.id, NOW)
      expect(ids(dues.expiringSoon)).toEqual([today.subscription.id, sixDays.subscription.id])
      expect(dues.expired).toEqual([])
    },
  )

  scenario(
    'expired within the 14-day grace period is reported, latest expiry first; beyond it is not',
    async () => {
      const user = await member()
      const yesterday = await insertSubscription(user.id, manila('2024-05-05', '23:59'))
      const fourteenDays = await insertSubscription(user.id, manila('2024-04-22', '00:00'))
      await insertSubscription(user.id, manila('2024-04-21', '23:59'))
      return { user, yesterday, fourteenDays }
    },
    async ({ user, yesterday, fourteenDays }) => {
      const dues = await duesAndExpiration(user.id, NOW)
      expect(ids(dues.expired)).toEqual([yesterday.subscription.id, fourteenDays.subscription.id])
      expect(dues.expiringSoon).toEqual([])
    },
  )

  scenario(
    'an expired subscription is not reported while the user holds an active one (even lifetime)',
    async () => {
      const user = await member()
      await insertSubscription(user.id, manila('2024-05-01'))
      await insertSubscription(user.id, LIFETIME_EXPIRY)
      const other = await member()
      const othersExpired = await insertSubscription(other.id, manila('2024-05-01'))
      return { user, other, othersExpired }
    },
    async ({ user, other, othersExpired }) => {
      expect(await duesAndExpiration(user.id, NOW)).toEqual({ expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] })
      expect(ids((await duesAndExpiration(other.id, NOW)).expired)).toEqual([othersExpired.subscription.id])
    },
  )

  scenario(
    'unenrolled subscriptions and their schedules are ignored',
    async () => {
      const user = await member()
      const { invoice } = await insertSubscription(user.id, manila('2024-05-03'), { unenrolled: true })
      await insertSchedule(invoice.id, '2024-05-06')
      await insertSchedule(invoice.id, '2024-05-01')
      await insertSubscription(user.id, manila('2024-05-08'), { unenrolled: true })
      return { user }
    },
    async ({ user }) => {
      expect(await duesAndExpiration(user.id, NOW)).toEqual({ expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] })
    },
  )

  scenario(
    'Manila midnight decides expiry: a subscription ending 23:00 Manila is active until 00:00, expired after',
    async () => {
      const user = await member()
      // 2024-05-05 23:00 Manila = 15:00 UTC, the same UTC date either way.
      const { subscription } = await insertSubscription(user.id, manila('2024-05-05', '23:00'))
      return { user, subscription }
    },
    async ({ user, subscription }) => {
      const beforeMidnight = await duesAndExpiration(user.id, new Date('2024-05-05T15:59:59Z'))
      expect(ids(beforeMidnight.expiringSoon)).toEqual([subscription.id])
      expect(beforeMidnight.expired).toEqual([])
      const afterMidnight = await duesAndExpiration(user.id, new Date('2024-05-05T16:00:00Z'))
      expect(afterMidnight.expiringSoon).toEqual([])
      expect(ids(afterMidnight.expired)).toEqual([subscription.id])
    },
  )
})

describe('getDuesAndExpiration: payments', () => {
  scenario(
    'upcoming: unpaid and due today through 6 days ahead; overdue: 1 to 14 days late; paid never',
    async () => {
      const user = await member()
      const { invoice } = await insertSubscription(user.id, LIFETIME_EXPIRY)
      const rows = {
        today: await insertSchedule(invoice.id, '2024-05-06'),
        sixDays: await insertSchedule(invoice.id, '2024-05-12'),
        sevenDays: await insertSchedule(invoice.id, '2024-05-13'),
        yesterday: await insertSchedule(invoice.id, '2024-05-05'),
        fourteenDaysLate: await insertSchedule(invoice.id, '2024-04-22'),
        fifteenDaysLate: await insertSchedule(invoice.id, '2024-04-21'),
        paidToday: await insertSchedule(invoice.id, '2024-05-06', { paid: true }),
        paidLate: await insertSchedule(invoice.id, '2024-05-01', { paid: true }),
      }
      // Another member's dues never show.
      const other = await member()
      const theirs = await insertSubscription(other.id, LIFETIME_EXPIRY)
      await insertSchedule(theirs.invoice.id, '2024-05-06')
      return { user, rows }
    },
    async ({ user, rows }) => {
      const dues = await duesAndExpiration(user.id, NOW)
      expect(dues.upcomingPaymentDue).toEqual([
        { id: String(rows.today.id), scheduleDate: '2024-05-06' },
        { id: String(rows.sixDays.id), scheduleDate: '2024-05-12' },
      ])
      expect(dues.overduePayments).toEqual([
        { id: String(rows.fourteenDaysLate.id), scheduleDate: '2024-04-22' },
        { id: String(rows.yesterday.id), scheduleDate: '2024-05-05' },
      ])
    },
  )

  scenario(
    "a schedule due 'today' in Manila near midnight UTC: upcoming, not overdue, on either side of 00:00 UTC",
    async () => {
      const user = await member()
      const { invoice } = await insertSubscription(user.id, LIFETIME_EXPIRY)
      const may6 = await insertSchedule(invoice.id, '2024-05-06')
      const may5 = await insertSchedule(invoice.id, '2024-05-05')
      return { user, may5, may6 }
    },
    async ({ user, may5, may6 }) => {
      // 2024-05-05 23:30 UTC is already 2024-05-06 07:30 in Manila: May 6 is today, May 5 is late.
      const lateUtc = await duesAndExpiration(user.id, new Date('2024-05-05T23:30:00Z'))
      expect(ids(lateUtc.upcomingPaymentDue)).toEqual([String(may6.id)])
      expect(ids(lateUtc.overduePayments)).toEqual([String(may5.id)])
      // 2024-05-06 00:30 UTC: still May 6 in Manila, same answer (a UTC-date rule would also say so).
      const earlyUtc = await duesAndExpiration(user.id, new Date('2024-05-06T00:30:00Z'))
      expect(ids(earlyUtc.upcomingPaymentDue)).toEqual([String(may6.id)])
      // 2024-05-05 15:59 UTC is 23:59 on May 5 in Manila: May 5 is still due today (a UTC rule would differ
      // only after 16:00 UTC, when Manila's May 6 begins).
      const beforeManilaMidnight = await duesAndExpiration(user.id, new Date('2024-05-05T15:59:00Z'))
      expect(ids(beforeManilaMidnight.upcomingPaymentDue)).toEqual([String(may5.id), String(may6.id)])
      expect(beforeManilaMidnight.overduePayments).toEqual([])
      const afterManilaMidnight = await duesAndExpiration(user.id, new Date('2024-05-05T16:00:00Z'))
      expect(ids(afterManilaMidnight.upcomingPaymentDue)).toEqual([String(may6.id)])
      expect(ids(afterManilaMidnight.overduePayments)).toEqual([String(may5.id)])
    },
  )
})

describe('getDuesAndExpiration over GraphQL', () => {
  scenario(
    "answers the caller's own dues in the web's shape: ISO expiry, 'YYYY-MM-DD' scheduleDate, string payment ids",
    async () => {
      const user = await member()
      const now = new Date()
      const soon = new Date(now.getTime() + 2 * 86_400_000)
      const { subscription, invoice } = await insertSubscription(user.id, soon)
      const manilaToday = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
      const schedule = await insertSchedule(invoice.id, manilaToday)
      return { me: await currentUserFor(user.id), subscription, schedule, soon, manilaToday }
    },
    async ({ me, subscription, schedule, soon, manilaToday }) => {
      const result = await runGraphql(
        me,
        `query GetDuesAndExpiration { getDuesAndExpiration {
          expiringSoon { id expiry } expired { id expiry }
          upcomingPaymentDue { id scheduleDate } overduePayments { id scheduleDate } } }`,
      )
      expect(result.errors).toBeUndefined()
      // As the web receives it: JSON over HTTP.
      expect(JSON.parse(JSON.stringify(result.data))).toEqual({
        getDuesAndExpiration: {
          expiringSoon: [{ id: subscription.id, expiry: soon.toISOString() }],
          expired: [],
          upcomingPaymentDue: [{ id: String(schedule.id), scheduleDate: manilaToday }],
          overduePayments: [],
        },
      })
      // The service itself reads the user from the session.
      expect(ids((await asUser(me, () => getDuesAndExpiration())).expiringSoon)).toEqual([subscription.id])
      const signedOut = await runGraphql(null, 'query { getDuesAndExpiration { expired { id } } }')
      expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    },
  )
})
