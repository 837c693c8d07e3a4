// Above the events table: the Event filter (docs/product.md, "events") (all, incoming, past) and a title
// search. Both live in the address (?filter=, ?search=) like the table's page and sort, and a change
// goes back to page 1 in the same navigation.
import { EVENT_FILTERS, type EventFilter } from '@common/validation/events'
import { SegmentedFilter } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

const FILTER_LABELS: Record<EventFilter, string> = { all: 'All', incoming: 'Incoming', past: 'Past' }
// 'all' is the address without ?filter=.
const FILTER_OPTIONS = EVENT_FILTERS.map((value) => ({ value: value === 'all' ? null : value, label: FILTER_LABELS[value] }))

/** ?filter= as one of the list's filters ('all' when absent or unknown). */
export function parseEventFilter(raw: string | null): EventFilter {
  return (EVENT_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as EventFilter) : 'all'
}

export function EventsToolbar({ filter, search }: { filter: EventFilter; search: string }) {
  return (
    <ListToolbar
      id="events"
      label="Events"
      searchLabel="Search events by title"
      placeholder="Search by title"
      search={search}
      layout="rowCentered"
      filters={<SegmentedFilter label="Show events" param="filter" value={filter === 'all' ? null : filter} options={FILTER_OPTIONS} />}
    />
  )
}
