// Words, colours and links of the programme's back office (/affiliates): the affiliate's status,
// the list's sorts (the contract's words), the payouts export and today's Manila date.
import { AFFILIATE_STATUS_LABELS } from '@common/affiliates'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { BadgeTone } from '@/components/ui/Badge/Badge'

const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', waiting: 'warning', suspended: 'error' }

/** An affiliate's status as a badge's words and colour; an unknown one (a newer server) reads as itself. */
export function affiliateStatus(status: string): { label: string; tone: BadgeTone } {
  const label = (AFFILIATE_STATUS_LABELS as Record<string, string>)[status] ?? status
  return { label, tone: STATUS_TONES[status] ?? 'outline' }
}

export const AFFILIATE_STATUS_OPTIONS = Object.entries(AFFILIATE_STATUS_LABELS).map(([value, label]) => ({ value, label }))

/** The list's orders, as the API names them (affiliates(sort:)); newest is the default. */
export const AFFILIATE_SORT_OPTIONS = [
  { value: 'oldest', label: 'Oldest' },
  { value: 'leads', label: 'Leads' },
  { value: 'highest commission', label: 'Highest commission' },
] as const

/** Where the payouts export downloads from; `as` is the role acting now (a link cannot send the header). */
export function payoutsExportUrl(format: 'csv' | 'xlsx', role: string | null | undefined, ids?: number[]) {
  const params = new URLSearchParams({ format })
  if (ids?.length) params.set('ids', ids.join(','))
  if (role) params.set('as', role)
  return `/api/payouts-export?${params.toString()}`
}

/** Today in Manila as YYYY-MM-DD (a payout period's default end). */
export const manilaToday = () => dayjs().tz(MANILA_TZ).format('YYYY-MM-DD')
