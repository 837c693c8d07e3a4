// /events: every event, a page at a time; ?page=, ?sortBy=, ?sortOrder=, ?filter= (all, incoming,
// past) and ?search= in the address are the list's variables, so a reload or a shared link shows
// the same page. "Add New Event" shows only with the event_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateEvent } from '@/components/Events/eventAccess'
import { EventsCell } from '@/components/Events/EventsCell/EventsCell'
import { EventsToolbar, parseEventFilter } from '@/components/Events/EventsToolbar/EventsToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function EventsPage() {
  const { variables } = useServerTable()
  const [rawFilter] = useQueryParam('filter')
  const [search] = useQueryParam('search')
  const filter = parseEventFilter(rawFilter)
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Events</h1>
        {canCreateEvent(user) && (
          <Link to={routes.newEvent()} className={buttonClassName('primary', 'md')}>
            Add New Event
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <EventsToolbar key={search ?? ''} filter={filter} search={search ?? ''} />
      <EventsCell {...variables} filter={filter} search={search || null} />
    </div>
  )
}
