// Words the checkout screens share.

const UNIT_WORDS: Record<string, string> = { day: 'day', week: 'week', month: 'month' }

/** 'One payment', or '3 payments, one every month' / 'one every 2 weeks'. */
export function termDescription(term: { numberOfPayments: number; intervalUnit: string; intervalCount: number }): string {
  if (term.numberOfPayments <= 1) return 'One payment'
  const unit = UNIT_WORDS[term.intervalUnit] ?? term.intervalUnit
  const every = term.intervalCount === 1 ? unit : `${term.intervalCount} ${unit}s`
  return `${term.numberOfPayments} payments, one every ${every}`
}
