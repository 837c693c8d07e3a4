// Which dues banner a member sees (docs/product.md, "dues"): at most one, by precedence
// expired > expiring soon > overdue > upcoming. The messages are contract text, verbatim.
import { GRACE_PERIOD_DAYS } from '@common/dues'
import { addDays, formatDate } from '@/lib/format'
import type { GetDuesAndExpirationQuery } from '@/types/graphql'

export type DuesBannerName = 'expired' | 'expiringSoon' | 'overduePayments' | 'upcomingPaymentDue'

export type DuesBanner = {
  name: DuesBannerName
  tone: 'danger' | 'warning'
  /** Identifies the subscription or payment, so a dismissal does not hide a later one. */
  subject: string
  /** The message in three parts: the middle part is the link ("Click here" / "here"). */
  before: string
  linkText: string
  after: string
  link: 'renewal' | 'billing'
}

export const BANNER_STATUSES = ['Multiple Subscriptions Found', 'Active', 'Expired'] as const

export function isDuesBannerAudience(
  isAuthenticated: boolean,
  role: string | null,
  membershipStatus: string | null | undefined,
) {
  return (
    isAuthenticated && role === 'member' && (BANNER_STATUSES as readonly string[]).includes(membershipStatus ?? '')
  )
}

const withGrace = (date: string) => formatDate(addDays(date, GRACE_PERIOD_DAYS))

/** The banner for getDuesAndExpiration's answer (every list is there, maybe empty: the SDL says so). */
export function pickDuesBanner(data: GetDuesAndExpirationQuery['getDuesAndExpiration']): DuesBanner | null {
  const [expired] = data.expired
  if (expired) {
    return {
      name: 'expired',
      tone: 'danger',
      subject: `${expired.id}:${expired.expiry}`,
      before: 'Your membership access has expired. ',
      linkText: 'Click here',
      after: ` to renew until ${withGrace(expired.expiry)}.`,
      link: 'renewal',
    }
  }
  const [expiring] = data.expiringSoon
  if (expiring) {
    return {
      name: 'expiringSoon',
      tone: 'warning',
      subject: `${expiring.id}:${expiring.expiry}`,
      before: `Your membership is due for renewal on ${formatDate(expiring.expiry)}. `,
      linkText: 'Click here',
      after: ' to renew',
      link: 'renewal',
    }
  }
  const [overdue] = data.overduePayments
  if (overdue) {
    return {
      name: 'overduePayments',
      tone: 'danger',
      subject: `${overdue.id}:${overdue.scheduleDate}`,
      before: 'You have an overdue payment. Access your billing account ',
      linkText: 'here',
      after: ` to settle your payment until ${withGrace(overdue.scheduleDate)}`,
      link: 'billing',
    }
  }
  const [upcoming] = data.upcomingPaymentDue
  if (upcoming) {
    return {
      name: 'upcomingPaymentDue',
      tone: 'warning',
      subject: `${upcoming.id}:${upcoming.scheduleDate}`,
      before: `You have an upcoming payment due on ${formatDate(upcoming.scheduleDate)}. Access your billing account `,
      linkText: 'here',
      after: ' to pay.',
      link: 'billing',
    }
  }
  return null
}

export const bannerText = (banner: DuesBanner) => `${banner.before}${banner.linkText}${banner.after}`

/** Dismissals are kept under the banner's name, holding the subject that was dismissed. */
export function isDismissed(banner: DuesBanner, storage: Storage = localStorage) {
  return storage.getItem(banner.name) === banner.subject
}

export function dismiss(banner: DuesBanner, storage: Storage = localStorage) {
  storage.setItem(banner.name, banner.subject)
}
