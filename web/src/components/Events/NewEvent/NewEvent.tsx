// A new event: the form, createEvent, then the new event's page. Saving needs the event_create
// function flag (the API refuses without it): without it the page says so instead of a dead form.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import type { CreateEventMutation, CreateEventMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateEvent } from '../eventAccess'
import { EventForm, NEW_EVENT_VALUES, type EventValues } from '../EventForm/EventForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_EVENT = gql`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      id
    }
  }
`

export function NewEvent() {
  const user = useCurrentUser()
  const [createEvent, { loading, error }] = useMutation<CreateEventMutation, CreateEventMutationVariables>(CREATE_EVENT, {
    // The lists show it on their next visit.
    update: (cache) => cache.evict({ fieldName: 'events' }),
  })

  if (!canCreateEvent(user)) {
    return <EmptyState title="You cannot add events" description="Your role may not create events. Ask an admin for the event_create permission." />
  }

  const onSave = submitThen(
    async (input: EventValues) => (await createEvent({ variables: { input } })).data?.createEvent,
    'Event created',
    (created) => navigate(routes.event({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New event</h1>
      <EventForm defaultValues={NEW_EVENT_VALUES} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewEvent
