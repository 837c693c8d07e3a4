// Small words and moves the checkout screens share.
import { navigate } from '@redwoodjs/router'

const UNIT_WORDS: Record<string, string> = { day: 'day', week: 'week', month: 'month' }

/** 'One payment', or '3 payments, one every month' / 'one every 2 weeks'. */
export function termDescription(term: { numberOfPayments: number; intervalUnit: string; intervalCount: number }): string {
  if (term.numberOfPayments <= 1) return 'One payment'
  const unit = UNIT_WORDS[term.intervalUnit] ?? term.intervalUnit
  const every = term.intervalCount === 1 ? unit : `${term.intervalCount} ${unit}s`
  return `${term.numberOfPayments} payments, one every ${every}`
}

/** Our own pages by the router; a provider's hosted page (an absolute URL) by the browser. */
export function followRedirect(url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url)
  else window.location.assign(url)
}
