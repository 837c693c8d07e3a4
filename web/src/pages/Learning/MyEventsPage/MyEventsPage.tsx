// /events/my-events: the member's events, filtered by ?filter= (all, upcoming, past, recurring).
import { FilterButtons } from '@/components/ui/ListControls/ListControls'
import { EVENT_FILTERS, useListOption, usePageNumber } from '@/components/Learning/listParams'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyEventsCell } from '@/components/Learning/MyEventsCell/MyEventsCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyEventsPage() {
  const [filter, setFilter] = useListOption('filter', EVENT_FILTERS)
  const page = usePageNumber()
  return (
    <PageShell>
      <PageHeader title="My Events" description="Live sessions and workshops. Times are in Manila time.">
        <FilterButtons label="Show events" options={EVENT_FILTERS} value={filter} onChange={setFilter} />
      </PageHeader>
      <MembershipGate>
        <MyEventsCell filter={filter} page={page} />
      </MembershipGate>
    </PageShell>
  )
}
