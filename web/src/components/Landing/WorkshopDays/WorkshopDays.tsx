// The 3-day live workshop as a visitor sees it (the free training's pages and a landing page's
// Workshop schedule block; the server decides what each day may show:
// api/src/services/publicPages/training.ts): while live, each day's Zoom link (and the master
// link); once over, each day's recording; its freebie whenever the workshop runs.
import { useId } from 'react'
import type { Workshop, WorkshopDay } from '@common/publicPages'
import { buttonClassName } from '@/components/ui/Button/Button'
import { formatDateTime } from '@/lib/format'

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

/** A day's links the server sent (each only when it may be shown), with their words. */
function dayLinks(day: WorkshopDay): { url: string; label: string }[] {
  const links = [
    { url: day.zoomUrl, label: `Join Day ${day.day} on Zoom` },
    { url: day.recordingUrl, label: `Watch the Day ${day.day} recording` },
    { url: day.freebieUrl, label: `Download the Day ${day.day} freebie` },
  ]
  return links.filter((link): link is { url: string; label: string } => Boolean(link.url))
}

export function WorkshopDays({ workshop, heading = 'The 3-day live workshop', className = 'mt-10' }: { workshop: Workshop; heading?: string; className?: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {heading}
        </h2>
        {workshop.live && <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700">Live now</span>}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {workshop.live ? 'Join on Zoom from your phone or computer. Each day has its own link.' : 'Missed a day? Watch its recording and get its freebie.'}
      </p>
      {workshop.live && workshop.masterLink && (
        <a href={workshop.masterLink} {...external} className={buttonClassName('primary', 'md', 'mt-4')}>
          Join the workshop on Zoom
        </a>
      )}
      <ol className="mt-5 grid gap-4 sm:grid-cols-3">
        {workshop.days.map((day) => ({ day, links: dayLinks(day) })).map(({ day, links }) => (
          <li key={day.day} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">Day {day.day}</h3>
            <p className="mt-0.5 text-sm text-slate-600">{day.startsAt ? `${formatDateTime(day.startsAt)} (Manila)` : 'Date to be announced'}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.url} {...external} className="font-medium text-brand-700 underline hover:text-brand-900">
                    {link.label}
                  </a>
                </li>
              ))}
              {links.length === 0 && <li className="text-slate-500">No links for this day yet</li>}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
