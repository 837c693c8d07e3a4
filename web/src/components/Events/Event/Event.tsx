// One event as staff see it: its schedule in its own zone (and in Manila when that differs), links,
// audience and publication; Publish/Unpublish, Edit and Delete (after a confirmation) for those with
// the editEvent page flag. Deleting keeps a copy in the info log (the service writes it).
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { formatInZone } from '@common/timeZones'
import { EVENT_AUDIENCE_LABELS, type EventAudience } from '@common/validation/events'
import { describeSchedule } from '@common/validation/events.times'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteEventMutation,
  DeleteEventMutationVariables,
  FindEventQuery,
  SetEventPublishedMutation,
  SetEventPublishedMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList, None } from '@/components/ui/DetailList/DetailList'

export const DELETE_EVENT = gql`
  mutation DeleteEvent($id: Int!) {
    deleteEvent(id: $id) {
      id
    }
  }
`

export const SET_EVENT_PUBLISHED = gql`
  mutation SetEventPublished($id: Int!, $isPublished: Boolean!) {
    setEventPublished(id: $id, isPublished: $isPublished) {
      id
      isPublished
      updatedAt
    }
  }
`

export type EventRecord = NonNullable<FindEventQuery['event']>

export function Event({ event }: { event: EventRecord }) {
  const user = useCurrentUser()
  const canEdit = isPageAllowed('editEvent', user?.pageAccess)
  const [deleteEvent] = useMutation<DeleteEventMutation, DeleteEventMutationVariables>(DELETE_EVENT, {
    // Gone from the server, gone from the cache: nothing may show it again.
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteEvent) })
      cache.evict({ fieldName: 'events' })
    },
  })
  const [setPublished, { loading: publishing }] = useMutation<SetEventPublishedMutation, SetEventPublishedMutationVariables>(SET_EVENT_PUBLISHED)

  const onDelete = async () => {
    await deleteEvent({ variables: { id: event.id } })
    navigate(routes.events())
  }

  const onTogglePublished = async () => {
    try {
      await setPublished({ variables: { id: event.id, isPublished: !event.isPublished } })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(event.isPublished ? 'Event unpublished' : 'Event published')
  }

  const inManila = event.timeZone !== 'GMT+08:00'
  return (
    <article>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{event.title}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={event.status === 'incoming' ? 'info' : 'outline'}>{event.status === 'incoming' ? 'Incoming' : 'Past'}</Badge>
            <Badge tone={event.isPublished ? 'success' : 'warning'}>{event.isPublished ? 'Published' : 'Draft'}</Badge>
            {event.recurrenceRule && <Badge tone="outline">Repeats</Badge>}
          </div>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={publishing} loadingLabel="Saving..." onClick={onTogglePublished}>
              {event.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
            <Link to={routes.editEvent({ id: event.id })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
            <ConfirmDelete label="Delete" title={`Delete ${event.title}?`} loadingLabel="Deleting..." success="Event deleted" onConfirm={onDelete}>
              <p className="text-sm text-slate-600">This deletes the event for everyone. It cannot be undone; to hide it instead, unpublish it.</p>
            </ConfirmDelete>
          </div>
        )}
      </header>
      {event.imagePreviewUrl && (
        <img src={event.imagePreviewUrl} alt="" className="mb-6 max-h-72 w-full rounded-xl border border-slate-200 object-cover" />
      )}
      <DetailList>
        <Detail label="When">{describeSchedule(event)}</Detail>
        {inManila && (
          <Detail label="In Manila time">
            {formatInZone(event.startsAt, 'GMT+08:00')} - {formatInZone(event.endsAt, 'GMT+08:00')}
            {event.recurrenceRule ? ' (first session)' : ''}
          </Detail>
        )}
        <Detail label="Description">{event.description ? <span className="whitespace-pre-line">{event.description}</span> : <None />}</Detail>
        <Detail label="Zoom link">{event.zoomLink ? <ExternalLink href={event.zoomLink} /> : <None />}</Detail>
        <Detail label="Recording">{event.recordingUrl ? <ExternalLink href={event.recordingUrl} /> : <None />}</Detail>
        <Detail label="Audience">{EVENT_AUDIENCE_LABELS[event.audience as EventAudience] ?? event.audience}</Detail>
        {event.recurrenceRule && <Detail label="Recurrence rule">{event.recurrenceRule}</Detail>}
        <Detail label="Created">{formatDate(event.createdAt)}</Detail>
        <Detail label="Updated">{formatDate(event.updatedAt)}</Detail>
      </DetailList>
    </article>
  )
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline hover:text-brand-800">
      {href}
    </a>
  )
}
