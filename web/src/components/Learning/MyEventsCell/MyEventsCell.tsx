// The member's events, filtered on the server: all, upcoming (and live), past or recurring.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { MyEventsQuery, MyEventsQueryVariables } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { QueryPager } from '@/components/ui/Pager/Pager'
import { EventCard } from '../EventCard/EventCard'
import { ListSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { LEARNER_EVENT_FIELDS } from '../eventFields'

export const EVENTS_PAGE_SIZE = 10

export const QUERY = gql`
  query MyEvents($filter: String, $page: Int, $pageSize: Int) {
    myEvents(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...LearnerEventFields
      }
      totalCount
      page
      pageSize
    }
  }
  ${LEARNER_EVENT_FIELDS}
`

type Props = { filter: string; page: number }

const EMPTY: Record<string, { title: string; description: string }> = {
  all: { title: 'No events yet', description: 'Live sessions, workshops and meet-ups for members show here.' },
  upcoming: { title: 'No upcoming events', description: 'New sessions are announced here first. Check back soon.' },
  past: { title: 'No past events', description: 'Events you could attend show here once they are over, with their recordings.' },
  recurring: { title: 'No recurring events', description: 'Weekly and monthly sessions show here.' },
}

export const MyEventsCell = createCell<Props, MyEventsQuery>({
  QUERY,
  beforeQuery: ({ filter, page }) => ({
    variables: { filter, page, pageSize: EVENTS_PAGE_SIZE } satisfies MyEventsQueryVariables,
    fetchPolicy: 'cache-and-network',
  }),
  isEmpty: (data) => data.myEvents.totalCount === 0,
  Loading: () => <ListSkeleton label="Loading your events" />,
  Empty: ({ filter }) => {
    const empty = EMPTY[filter] ?? EMPTY.all
    return <EmptyCard title={empty.title} description={empty.description} />
  },
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your events" />,
  Success: ({ myEvents }) => (
    <div className="space-y-6">
      <ul className="space-y-3">
        {myEvents.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={2} />
          </li>
        ))}
      </ul>
      <QueryPager totalItems={myEvents.totalCount} pageSize={EVENTS_PAGE_SIZE} />
    </div>
  ),
  displayName: 'MyEventsCell',
})

export default MyEventsCell
