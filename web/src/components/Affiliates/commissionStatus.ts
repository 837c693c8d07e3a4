// The words and colours of a commission's status, for the affiliate's pages (and staff's later).
import type { BadgeTone } from '@/components/ui/Badge/Badge'

export const COMMISSION_STATUS: Record<string, { label: string; tone: BadgeTone; about: string }> = {
  pending: { label: 'Pending', tone: 'warning', about: 'Earned; approved when the hold ends (the refund window).' },
  approved: { label: 'Approved', tone: 'info', about: 'Ready for the next payout.' },
  paid: { label: 'Paid', tone: 'success', about: 'Paid out to you.' },
  reversed: { label: 'Reversed', tone: 'error', about: 'The payment was revoked or refunded, so nothing is owed.' },
}

export const COMMISSION_STATUS_OPTIONS = Object.entries(COMMISSION_STATUS).map(([value, { label }]) => ({ value, label }))
