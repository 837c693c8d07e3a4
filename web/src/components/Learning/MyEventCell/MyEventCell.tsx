// One event the member may read.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { MyEventQuery, MyEventQueryVariables } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { EventDetails } from '../EventDetails/EventDetails'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { LEARNER_EVENT_FIELDS } from '../eventFields'

export const QUERY = gql`
  query MyEvent($id: Int!) {
    myEvent(id: $id) {
      ...LearnerEventFields
    }
  }
  ${LEARNER_EVENT_FIELDS}
`

export const MyEventCell = createCell<MyEventQueryVariables, MyEventQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading the event" />,
  Empty: () => (
    <EmptyCard
      title="Event not found"
      description="This event does not exist or is not open to you."
      action={{ label: 'Back to My Events', to: routes.viewEvents() }}
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="this event" />,
  Success: ({ myEvent }) => (myEvent ? <EventDetails event={myEvent} /> : null),
  displayName: 'MyEventCell',
})

export default MyEventCell
