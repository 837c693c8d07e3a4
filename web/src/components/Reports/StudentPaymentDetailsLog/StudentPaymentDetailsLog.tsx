// The payment log of the student payment details page: the info-log entries about the member's
// money, newest first, one server page at a time (?log=).
import type { FindStudentPaymentDetailsQuery } from '@/types/graphql'
import { formatDateTime } from '@/lib/format'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { usePageParam } from '@/components/ui/Pager/Pager'
import { actionLabel, detailsSummary } from './logSummary'

type Log = NonNullable<FindStudentPaymentDetailsQuery['studentPaymentDetails']>['log']
type Entry = Log['items'][number]

const personName = (person: { firstName: string; lastName: string } | null | undefined) => (person ? `${person.firstName} ${person.lastName}` : 'System')

const columns: DataTableColumn<Entry>[] = [
  { key: 'createdAt', header: 'When', hideable: false, cell: (entry) => formatDateTime(entry.createdAt) },
  { key: 'action', header: 'What', cell: (entry) => actionLabel(entry.action) },
  { key: 'details', header: 'Details', cell: (entry) => <span className="break-words">{detailsSummary(entry.details as Record<string, unknown>)}</span> },
  {
    key: 'actor',
    header: 'By',
    cell: (entry) => (entry.originalActor ? `${personName(entry.originalActor)} as ${personName(entry.actor)}` : personName(entry.actor)),
  },
]

export function StudentPaymentDetailsLog({ log }: { log: Log }) {
  const [page, setPage] = usePageParam('log')
  return (
    <section aria-labelledby="payment-log-heading" className="space-y-3">
      <h2 id="payment-log-heading" className="text-lg font-semibold text-slate-900">
        Payment log
      </h2>
      <DataTable<Entry>
        label="Payment log"
        columns={columns}
        rows={log.items}
        totalCount={log.totalCount}
        pageSize={log.pageSize}
        page={page}
        onPageChange={setPage}
        emptyTitle="Nothing logged yet"
        preferencesKey="student-payment-details-log"
      />
    </section>
  )
}
