// The events list: one page of FindEvents (the page passes useServerTable().variables and the
// toolbar's filter and search), shown by the Events table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindEventsQuery, FindEventsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateEvent } from '../eventAccess'
import { Events } from '../Events/Events'

export const QUERY = gql`
  query FindEvents($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $filter: String, $search: String) {
    events(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, filter: $filter, search: $search) {
      items {
        id
        title
        startsAt
        endsAt
        recurrenceRule
        timeZone
        audience
        isPublished
        status
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindEventsQuery) => data.events.totalCount === 0

export const Empty = ({ filter, search }: FindEventsQueryVariables) => {
  const user = useCurrentUser()
  if (search || (filter && filter !== 'all')) {
    return <EmptyState title="No events match" description="Try another filter or search." />
  }
  return (
    <EmptyState
      title="No events yet"
      action={canCreateEvent(user) ? { label: 'Add New Event', to: routes.newEvent() } : undefined}
    />
  )
}

export const Success = ({ events }: CellSuccessProps<FindEventsQueryVariables, FindEventsQuery>) => (
  <Events events={events.items} totalCount={events.totalCount} />
)

export const EventsCell = createCell<FindEventsQueryVariables, FindEventsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'EventsCell',
})

export default EventsCell
