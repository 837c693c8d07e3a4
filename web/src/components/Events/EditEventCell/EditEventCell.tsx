// Change an event: load it (EditEvent), then the form and updateEvent, then its page. The stored
// instants and RRULE come back as the wall times and week days of the event's own zone.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { EventAudience } from '@common/validation/events'
import { eventFormTimes } from '@common/validation/events.times'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditEventQuery, EditEventQueryVariables, UpdateEventMutation, UpdateEventMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { EventForm, type EventFormValues, type EventValues } from '../EventForm/EventForm'
import { EVENT_FIELDS } from '../Event/eventFields'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditEvent($id: Int!) {
    event(id: $id) {
      ...EventFields
    }
  }
  ${EVENT_FIELDS}
`

export const UPDATE_EVENT = gql`
  mutation UpdateEvent($id: Int!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...EventFields
    }
  }
  ${EVENT_FIELDS}
`

/** Empty shows when event is null (no such id), so Success always has one. */
type Found = { event: NonNullable<EditEventQuery['event']> }

export const Empty = () => (
  <EmptyState title="Event not found" description="It may have been deleted." action={{ label: 'All events', to: routes.events() }} />
)

export const Success = ({ event }: CellSuccessProps<EditEventQueryVariables, Found>) => {
  const [updateEvent, { loading, error }] = useMutation<UpdateEventMutation, UpdateEventMutationVariables>(UPDATE_EVENT, {
    update: (cache) => cache.evict({ fieldName: 'events' }),
  })

  const onSave = submitThen(
    async (input: EventValues) => updateEvent({ variables: { id: event.id, input } }),
    'Event saved',
    () => navigate(routes.event({ id: event.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {event.title}</h1>
      <EventForm defaultValues={formValues(event)} imagePreviewUrl={event.imagePreviewUrl} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

/** The form's starting values: the event as stored, its times in its own zone. */
export function formValues(event: Found['event']): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    imageUrl: event.imageUrl ?? '',
    timeZone: event.timeZone,
    ...eventFormTimes(event),
    zoomLink: event.zoomLink ?? '',
    recordingUrl: event.recordingUrl ?? '',
    audience: event.audience as EventAudience,
    isPublished: event.isPublished,
  }
}

export const EditEventCell = createCell<EditEventQueryVariables, EditEventQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditEventCell',
})

export default EditEventCell
