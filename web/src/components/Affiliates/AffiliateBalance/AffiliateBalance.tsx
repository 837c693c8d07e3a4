// Commission money by status, four figures side by side (two on a phone).
import { formatAmount } from '@/lib/format'
import { COMMISSION_STATUS } from '../commissionStatus'

export type Balance = { pendingCentavos: number; approvedCentavos: number; paidCentavos: number; reversedCentavos: number }

export function AffiliateBalance({ balance, label = 'Commission balance' }: { balance: Balance; label?: string }) {
  const figures = [
    ['pending', balance.pendingCentavos],
    ['approved', balance.approvedCentavos],
    ['paid', balance.paidCentavos],
    ['reversed', balance.reversedCentavos],
  ] as const
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([status, centavos]) => (
        <div key={status} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{COMMISSION_STATUS[status].label}</p>
          <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{formatAmount(centavos)}</p>
          <p className="mt-1 text-xs text-muted">{COMMISSION_STATUS[status].about}</p>
        </div>
      ))}
    </section>
  )
}
