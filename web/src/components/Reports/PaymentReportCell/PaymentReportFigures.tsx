// The payment report's headline cards: scheduled, collected, collection rate and overdue for the
// period, each with the period before it. Money is shortened (₱1.2M) with the whole amount in its
// title and for screen readers.
import { formatAmount, shortenNumber } from '@/lib/format'

export type Figures = { scheduledCentavos: number; collectedCentavos: number; collectionRate?: number | null; overdueCentavos: number; overdueCount: number }

/** ₱ and a short number of pesos: 123_456_700 centavos -> '₱1.2M'. */
export const shortPesos = (centavos: number) => `${centavos < 0 ? '-' : ''}₱${shortenNumber(Math.abs(Math.round(centavos / 100)))}`
export const rateText = (rate: number | null | undefined) => (rate == null ? '—' : `${rate}%`)

function Card({ title, value, full, previous, note }: { title: string; value: string; full: string; previous: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{title}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold tabular-nums text-slate-900" title={full}>
          {value}
        </span>
        <span className="sr-only">{` (${full})`}</span>
        {note && <span className="block text-sm text-slate-600 sm:ml-2 sm:inline">{note}</span>}
        <span className="mt-1 block text-xs text-slate-500">{`Previous period: ${previous}`}</span>
      </dd>
    </div>
  )
}

export function PaymentReportFigures({ current, previous }: { current: Figures; previous: Figures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Card title="Scheduled" value={shortPesos(current.scheduledCentavos)} full={formatAmount(current.scheduledCentavos)} previous={shortPesos(previous.scheduledCentavos)} />
      <Card title="Collected" value={shortPesos(current.collectedCentavos)} full={formatAmount(current.collectedCentavos)} previous={shortPesos(previous.collectedCentavos)} />
      <Card title="Collection rate" value={rateText(current.collectionRate)} full={rateText(current.collectionRate)} previous={rateText(previous.collectionRate)} />
      <Card
        title="Overdue"
        value={shortPesos(current.overdueCentavos)}
        full={formatAmount(current.overdueCentavos)}
        note={`${shortenNumber(current.overdueCount)} ${current.overdueCount === 1 ? 'bill' : 'bills'}`}
        previous={`${shortPesos(previous.overdueCentavos)}, ${shortenNumber(previous.overdueCount)} ${previous.overdueCount === 1 ? 'bill' : 'bills'}`}
      />
    </dl>
  )
}
