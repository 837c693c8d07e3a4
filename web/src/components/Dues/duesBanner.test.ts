import { describe, expect, it } from 'vitest'
import { TIME_ZONES, inTimeZone } from '@/test/timeZones'
import { bannerText, dismiss, isDismissed, isDuesBannerAudience, pickDuesBanner } from './duesBanner'

// 2024-05-06 is a Monday; 12:00 Manila keeps the date the same in every zone the test runs in.
const may6 = '2024-05-06T04:00:00Z'
const empty = { expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] }

describe('pickDuesBanner', () => {
  it('shows the expired message with the 14-day grace date, in red', () => {
    const banner = pickDuesBanner({ ...empty, expired: [{ id: 1, expiry: may6 }] })!
    expect(banner.tone).toBe('danger')
    expect(bannerText(banner)).toBe(
      'Your membership access has expired. Click here to renew until Mon, 05/20/2024.',
    )
    expect(banner.link).toBe('renewal')
  })

  it('shows the expiring-soon message with the expiry date as a warning', () => {
    const banner = pickDuesBanner({ ...empty, expiringSoon: [{ id: 2, expiry: may6 }] })!
    expect(banner.tone).toBe('warning')
    expect(bannerText(banner)).toBe('Your membership is due for renewal on Mon, 05/06/2024. Click here to renew')
  })

  it('shows the overdue message with the grace date and the billing link', () => {
    const banner = pickDuesBanner({ ...empty, overduePayments: [{ id: 'p1', scheduleDate: may6 }] })!
    expect(banner.tone).toBe('danger')
    expect(banner.link).toBe('billing')
    expect(bannerText(banner)).toBe(
      'You have an overdue payment. Access your billing account here to settle your payment until Mon, 05/20/2024',
    )
  })

  it('shows the upcoming payment message', () => {
    const banner = pickDuesBanner({ ...empty, upcomingPaymentDue: [{ id: 'p2', scheduleDate: may6 }] })!
    expect(banner.tone).toBe('warning')
    expect(bannerText(banner)).toBe(
      'You have an upcoming payment due on Mon, 05/06/2024. Access your billing account here to pay.',
    )
  })

  it('shows one banner by precedence: expired > expiring soon > overdue > upcoming', () => {
    const everything = {
      expired: [{ id: 1, expiry: may6 }],
      expiringSoon: [{ id: 2, expiry: may6 }],
      overduePayments: [{ id: '3', scheduleDate: may6 }],
      upcomingPaymentDue: [{ id: '4', scheduleDate: may6 }],
    }
    expect(pickDuesBanner(everything)!.name).toBe('expired')
    expect(pickDuesBanner({ ...everything, expired: [] })!.name).toBe('expiringSoon')
    expect(pickDuesBanner({ ...everything, expired: [], expiringSoon: [] })!.name).toBe('overduePayments')
    expect(pickDuesBanner({ ...empty, upcomingPaymentDue: everything.upcomingPaymentDue })!.name).toBe(
      'upcomingPaymentDue',
    )
    expect(pickDuesBanner(empty)).toBeNull()
  })
})

// scheduleDate is a calendar date: a Manila day, whatever the browser's zone.
it.each(TIME_ZONES)('gives the overdue banner the scheduled day plus 14 days in %s', (zone) =>
  inTimeZone(zone, () => {
    const banner = pickDuesBanner({ ...empty, overduePayments: [{ id: '7', scheduleDate: '2026-11-17' }] })
    expect(banner?.after).toBe(' to settle your payment until Tue, 12/01/2026')
  }),
)

describe('dismissal and audience', () => {
  it('remembers a dismissal under the banner name, for that subject only', () => {
    const banner = pickDuesBanner({ ...empty, expired: [{ id: 1, expiry: may6 }] })!
    expect(isDismissed(banner)).toBe(false)
    dismiss(banner)
    expect(localStorage.getItem('expired')).toBe(`1:${may6}`)
    expect(isDismissed(banner)).toBe(true)
    const later = pickDuesBanner({ ...empty, expired: [{ id: 9, expiry: may6 }] })!
    expect(isDismissed(later)).toBe(false)
  })

  it('is for authenticated members with a banner membership status only', () => {
    expect(isDuesBannerAudience(true, 'member', 'Active')).toBe(true)
    expect(isDuesBannerAudience(true, 'member', 'Multiple Subscriptions Found')).toBe(true)
    expect(isDuesBannerAudience(true, 'member', 'Expired')).toBe(true)
    expect(isDuesBannerAudience(true, 'member', null)).toBe(false)
    expect(isDuesBannerAudience(true, 'coach', 'Active')).toBe(false)
    expect(isDuesBannerAudience(false, 'member', 'Active')).toBe(false)
  })
})
