// One event (FindEvent), shown by the Event component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindEventQuery, FindEventQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Event } from '../Event/Event'
import { EVENT_FIELDS } from '../Event/eventFields'

export const QUERY = gql`
  query FindEvent($id: Int!) {
    event(id: $id) {
      ...EventFields
    }
  }
  ${EVENT_FIELDS}
`

/** Empty shows when event is null (no such id), so Success always has one. */
type Found = { event: NonNullable<FindEventQuery['event']> }

export const Empty = () => (
  <EmptyState
    title="Event not found"
    description="It may have been deleted."
    action={{ label: 'All events', to: routes.events() }}
  />
)

export const Success = ({ event }: CellSuccessProps<FindEventQueryVariables, Found>) => <Event event={event} />

export const EventCell = createCell<FindEventQueryVariables, FindEventQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'EventCell',
})

export default EventCell
