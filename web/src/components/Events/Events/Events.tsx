// The events table: one server page, sorted and paged through the address (useServerTable), each
// row with its schedule in the event's own zone, status and publication, and Show / Edit.
import { Link, routes } from '@redwoodjs/router'
import { EVENT_AUDIENCE_LABELS, type EventAudience } from '@common/validation/events'
import { describeSchedule } from '@common/validation/events.times'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import type { FindEventsQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { recordColumn } from '@/components/ui/DataTable/RowActions'

export type EventRow = FindEventsQuery['events']['items'][number]

const columns: DataTableColumn<EventRow>[] = [
  recordColumn<EventRow>('title', 'Title', (row) => routes.event({ id: row.id }), (row) => row.title),
  { key: 'startsAt', header: 'When', sortable: true, cell: (row) => <span className="whitespace-normal">{describeSchedule(row)}</span> },
  { key: 'status', header: 'Status', cell: (row) => <Badge tone={row.status === 'incoming' ? 'info' : 'outline'}>{row.status === 'incoming' ? 'Incoming' : 'Past'}</Badge> },
  { key: 'audience', header: 'Audience', sortable: true, cell: (row) => EVENT_AUDIENCE_LABELS[row.audience as EventAudience] ?? row.audience },
  {
    key: 'isPublished',
    header: 'Published',
    sortable: true,
    cell: (row) => <Badge tone={row.isPublished ? 'success' : 'warning'}>{row.isPublished ? 'Published' : 'Draft'}</Badge>,
  },
  { key: 'createdAt', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export function Events({ events, totalCount }: { events: EventRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canEdit = isPageAllowed('editEvent', user?.pageAccess)
  return (
    <DataTable<EventRow>
      {...tableProps}
      label="Events"
      columns={columns}
      rows={events}
      totalCount={totalCount}
      primaryKey="id"
      // `relative` keeps each link's screen-reader text inside the table's scroll box: an absolutely
      // positioned sr-only span with no positioned ancestor would widen the page at 390 px.
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <Link to={routes.event({ id: row.id })} className={buttonClassName('secondary', 'sm', 'relative')}>
            Show<span className="sr-only"> {row.title}</span>
          </Link>
          {canEdit && (
            <Link to={routes.editEvent({ id: row.id })} className={buttonClassName('secondary', 'sm', 'relative')}>
              Edit<span className="sr-only"> {row.title}</span>
            </Link>
          )}
        </div>
      )}
    />
  )
}
