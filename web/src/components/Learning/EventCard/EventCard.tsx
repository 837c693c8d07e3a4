// An event in a list: its date tile, title, Manila time, state and repeat rule; the title links to
// the event's page, and a live event offers Join at once.
import { Link, routes } from '@redwoodjs/router'
import clsx from 'clsx'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EventStatusBadge } from '../EventStatusBadge/EventStatusBadge'
import { shownTimes } from '../eventTimes'
import { dateTile, describeRecurrence, formatEventWhen } from '../learningFormat'
import type { EventView } from '../types'

export function EventCard({ event, headingLevel = 3, compact = false }: { event: EventView; headingLevel?: 2 | 3; compact?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const times = shownTimes(event)
  const tile = dateTile(times.startsAt)
  return (
    <article className={clsx('relative flex gap-4 rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500', compact ? 'p-3' : 'p-4 sm:p-5')}>
      <div
        aria-hidden="true"
        className={clsx(
          'flex w-14 shrink-0 flex-col items-center justify-center rounded-lg py-2 text-center',
          event.status === 'past' ? 'bg-slate-100 text-slate-600' : 'bg-brand-50 text-brand-700',
        )}
      >
        <span className="text-[0.65rem] font-semibold tracking-wider">{tile.month}</span>
        <span className="text-xl font-semibold leading-none">{tile.day}</span>
        <span className="mt-0.5 text-[0.65rem]">{tile.weekday}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={event.status} />
          {event.isRecurring && <Badge tone="outline">{describeRecurrence(event.recurrenceRule) || 'Recurring'}</Badge>}
        </div>
        <Heading className="font-semibold leading-snug text-slate-900">
          <Link to={routes.viewEvent({ id: event.id })} className="hover:text-brand-700 focus:outline-none after:absolute after:inset-0 after:content-['']">
            {event.title}
          </Link>
        </Heading>
        <p className="text-sm text-slate-600">
          {event.isRecurring && event.nextStartsAt ? 'Next: ' : ''}
          {formatEventWhen(times.startsAt, times.endsAt)}
        </p>
      </div>
      {event.status === 'live' && event.zoomLink && (
        <a href={event.zoomLink} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary', 'sm', 'relative z-10 self-center')}>
          Join<span className="sr-only"> {event.title} on Zoom</span>
        </a>
      )}
    </article>
  )
}

export default EventCard
