// Receivables aging as of today: every unpaid bill by whole days overdue. Each bucket is a toggle
// that lists its bills below (and again to list the period's bills).
import clsx from 'clsx'
import { formatAmount, shortenNumber, shortenPesos } from '@/lib/format'
import { AGING_LABELS, type AgingBucket } from '../paymentReportSearch'

export type AgingRow = { bucket: string; amountCentavos: number; rows: number; members: number }

export function PaymentReportAging({ aging, today, selected, onSelect }: { aging: readonly AgingRow[]; today: string; selected: AgingBucket | null; onSelect: (bucket: AgingBucket | null) => void }) {
  return (
    <section aria-labelledby="aging-heading" className="rounded-lg border border-gray-200 bg-white p-3">
      <h2 id="aging-heading" className="text-sm font-semibold text-gray-900">
        {`Receivables aging as of ${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`}
      </h2>
      <p className="mb-2 text-xs text-slate-600">Every unpaid bill, whatever the period, by days overdue. Choose one to list its bills.</p>
      <div role="group" aria-label="Aging buckets" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {aging.map((row) => {
          const bucket = row.bucket as AgingBucket
          const pressed = selected === bucket
          return (
            <button
              key={bucket}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? null : bucket)}
              className={clsx(
                'rounded-lg p-2 text-left ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <span className="block text-xs font-medium">{AGING_LABELS[bucket]}</span>
              <span className="block text-lg font-semibold tabular-nums" title={formatAmount(row.amountCentavos)}>
                {shortenPesos(row.amountCentavos)}
              </span>
              <span className={clsx('block text-xs', pressed ? 'text-white' : 'text-slate-600')}>
                {`${shortenNumber(row.rows)} ${row.rows === 1 ? 'bill' : 'bills'}, ${shortenNumber(row.members)} ${row.members === 1 ? 'member' : 'members'}`}
              </span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
