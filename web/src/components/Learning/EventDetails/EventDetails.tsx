// One event: when (in Manila), its state, Join on Zoom while upcoming or live, the recording once
// past, Add to calendar (.ics), and the description.
import { Badge } from '@/components/ui/Badge/Badge'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { AboutSection } from '../AboutSection/AboutSection'
import { downloadIcs } from '../eventCalendar'
import { EventStatusBadge } from '../EventStatusBadge/EventStatusBadge'
import { canAddToCalendar, shownTimes } from '../eventTimes'
import { describeRecurrence, formatEventWhen } from '../learningFormat'
import type { EventView } from '../types'
import { parseVideoUrl } from '@/lib/videoUrl'

function Recording({ event }: { event: EventView }) {
  if (!event.recordingUrl) return null
  const video = parseVideoUrl(event.recordingUrl)
  return (
    <section aria-labelledby="event-recording-heading" className="space-y-3">
      <h2 id="event-recording-heading" className="text-lg font-semibold text-slate-900">
        Recording
      </h2>
      {video && video.provider !== 'file' && (
        <iframe
          src={video.embedUrl}
          title={`${event.title}: recording`}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          className="aspect-video w-full rounded-xl bg-black"
        />
      )}
      {video?.provider === 'file' && <video controls preload="metadata" src={video.embedUrl} aria-label={`${event.title}: recording`} className="aspect-video w-full rounded-xl bg-black" />}
      <a href={event.recordingUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
        Watch the recording ↗
      </a>
    </section>
  )
}

export function EventDetails({ event }: { event: EventView }) {
  const times = shownTimes(event)
  const repeats = event.isRecurring ? describeRecurrence(event.recurrenceRule) || 'Recurring' : null
  const joinable = (event.status === 'upcoming' || event.status === 'live') && event.zoomLink
  return (
    <article className="space-y-8">
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={event.status} />
          {repeats && <Badge tone="outline">{repeats}</Badge>}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{event.title}</h1>
        {event.imageUrl && <img src={event.imageUrl} alt="" className="max-h-80 w-full rounded-xl object-cover" onError={(e) => e.currentTarget.remove()} />}
      </header>

      <section aria-label="When and where" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <div>
          <h2 className="text-xs font-medium uppercase tracking-wide text-slate-500">{event.isRecurring && event.nextStartsAt ? 'Next session' : 'When'}</h2>
          <p className="mt-1 font-medium text-slate-900">{formatEventWhen(times.startsAt, times.endsAt)}</p>
          <p className="mt-0.5 text-sm text-slate-500">Manila time (GMT+08:00){repeats ? ` · ${repeats}` : ''}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          {joinable && (
            <a href={event.zoomLink!} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
              {event.status === 'live' ? 'Join now on Zoom' : 'Join on Zoom'}
            </a>
          )}
          {canAddToCalendar(event) && (
            <Button variant="secondary" onClick={() => downloadIcs(event)}>
              Add to calendar
            </Button>
          )}
        </div>
        {event.status === 'past' && !event.recordingUrl && <p className="text-sm text-slate-500 sm:col-span-2">This event is over. Its recording is not available yet.</p>}
      </section>

      <Recording event={event} />

      {event.description?.trim() && <AboutSection headingId="event-about-heading" title="About this event" description={event.description} />}
    </article>
  )
}

export default EventDetails
