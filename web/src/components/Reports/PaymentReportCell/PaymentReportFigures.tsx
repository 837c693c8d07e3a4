// The payment report's headline cards: scheduled, collected, collection rate and overdue for the
// period, each with the period before it. Money is shortened (₱1.2M) with the whole amount in its
// title and for screen readers (FigureCard).
import { formatAmount, shortenNumber, shortenPesos } from '@/lib/format'
import { FigureCard as Card, rateText } from '../FigureCard/FigureCard'

export type Figures = { scheduledCentavos: number; collectedCentavos: number; collectionRate?: number | null; overdueCentavos: number; overdueCount: number }

export function PaymentReportFigures({ current, previous }: { current: Figures; previous: Figures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Card title="Scheduled" value={shortenPesos(current.scheduledCentavos)} full={formatAmount(current.scheduledCentavos)} previous={shortenPesos(previous.scheduledCentavos)} />
      <Card title="Collected" value={shortenPesos(current.collectedCentavos)} full={formatAmount(current.collectedCentavos)} previous={shortenPesos(previous.collectedCentavos)} />
      <Card title="Collection rate" value={rateText(current.collectionRate)} full={rateText(current.collectionRate)} previous={rateText(previous.collectionRate)} />
      <Card
        title="Overdue"
        value={shortenPesos(current.overdueCentavos)}
        full={formatAmount(current.overdueCentavos)}
        note={`${shortenNumber(current.overdueCount)} ${current.overdueCount === 1 ? 'bill' : 'bills'}`}
        previous={`${shortenPesos(previous.overdueCentavos)}, ${shortenNumber(previous.overdueCount)} ${previous.overdueCount === 1 ? 'bill' : 'bills'}`}
      />
    </dl>
  )
}
