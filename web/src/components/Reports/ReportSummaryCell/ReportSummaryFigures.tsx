// The summary's headline cards, each with the period before it: the members for every role with
// the page, the money only when the answer has it (the role also holds paymentReport).
import { formatAmount, shortenNumber, shortenPesos } from '@/lib/format'
import type { FindReportSummaryQuery } from '@/types/graphql'
import { FigureCard, rateText } from '../FigureCard/FigureCard'

type Summary = FindReportSummaryQuery['reportSummary']

const count = (value: number | null | undefined) => (value == null ? '—' : shortenNumber(value))
const whole = (value: number | null | undefined) => (value == null ? '—' : value.toLocaleString('en-PH'))
const bills = (n: number) => `${shortenNumber(n)} ${n === 1 ? 'bill' : 'bills'}`

export function ReportSummaryFigures({ members, previousMembers, money }: { members: Summary['members']; previousMembers: Summary['previousMembers']; money: Summary['money'] | null }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label="Members">
        <FigureCard title="Active members" value={count(members.active)} full={whole(members.active)} previous={count(previousMembers.active)} />
        <FigureCard title="New members" value={count(members.new)} full={whole(members.new)} previous={count(previousMembers.new)} />
        <FigureCard title="Renewals" value={count(members.renewals)} full={whole(members.renewals)} previous={count(previousMembers.renewals)} />
        <FigureCard title="Churned members" value={count(members.churned)} full={whole(members.churned)} previous={count(previousMembers.churned)} />
      </dl>
      {money && (
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label="Money">
          <FigureCard title="Cash collected" value={shortenPesos(money.current.collectedCentavos)} full={formatAmount(money.current.collectedCentavos)} previous={shortenPesos(money.previous.collectedCentavos)} />
          <FigureCard title="Amount due" value={shortenPesos(money.current.scheduledCentavos)} full={formatAmount(money.current.scheduledCentavos)} previous={shortenPesos(money.previous.scheduledCentavos)} />
          <FigureCard title="Collection rate" value={rateText(money.current.collectionRate)} full={rateText(money.current.collectionRate)} previous={rateText(money.previous.collectionRate)} />
          <FigureCard
            title="Overdue"
            value={shortenPesos(money.current.overdueCentavos)}
            full={formatAmount(money.current.overdueCentavos)}
            note={bills(money.current.overdueCount)}
            previous={`${shortenPesos(money.previous.overdueCentavos)}, ${bills(money.previous.overdueCount)}`}
          />
        </dl>
      )}
    </div>
  )
}
