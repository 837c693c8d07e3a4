import { describe, expect } from 'vitest'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { duesAndExpiration, getDuesAndExpiration } from './dues'
import {
  dueAroundMidnight,
  dueNow,
  endingLateEvening,
  expiredInGrace,
  expiringSoon,
  NOW,
  renewedAndLapsed,
  schedulesAroundToday,
  unenrolled,
} from './dues.scenarios'

const ids = (list: { id: number | string }[]) => list.map((row) => row.id)

describe('getDuesAndExpiration: subscriptions', () => {
  scenario(
    'expiring soon: active and expiring today through 6 days ahead; not 7 days ahead, not lifetime',
    expiringSoon,
    async ({ user, today, sixDays }) => {
      const dues = await duesAndExpiration(user.id, NOW)
      expect(ids(dues.expiringSoon)).toEqual([today.subscription.id, sixDays.subscription.id])
      expect(dues.expired).toEqual([])
    },
  )

  scenario(
    'expired within the 14-day grace period is reported, latest expiry first; beyond it is not',
    expiredInGrace,
    async ({ user, yesterday, fourteenDays }) => {
      const dues = await duesAndExpiration(user.id, NOW)
      expect(ids(dues.expired)).toEqual([yesterday.subscription.id, fourteenDays.subscription.id])
      expect(dues.expiringSoon).toEqual([])
    },
  )

  scenario(
    'an expired subscription is not reported while the user holds an active one (even lifetime)',
    renewedAndLapsed,
    async ({ user, other, othersExpired }) => {
      expect(await duesAndExpiration(user.id, NOW)).toEqual({ expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] })
      expect(ids((await duesAndExpiration(other.id, NOW)).expired)).toEqual([othersExpired.subscription.id])
    },
  )

  scenario(
    'unenrolled subscriptions and their schedules are ignored',
    unenrolled,
    async ({ user }) => {
      expect(await duesAndExpiration(user.id, NOW)).toEqual({ expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] })
    },
  )

  scenario(
    'Manila midnight decides expiry: a subscription ending 23:00 Manila is active until 00:00, expired after',
    endingLateEvening,
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
    schedulesAroundToday,
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
    dueAroundMidnight,
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
    dueNow,
    async ({ user, subscription, schedule, soon, manilaToday }) => {
      const me = await currentUserFor(user.id)
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
