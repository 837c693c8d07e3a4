import type { BlockProps } from '@common/landingPages'
import { WorkshopDays } from '../WorkshopDays/WorkshopDays'
import { useLandingData } from '../landingData'
import { Section } from './Section'

/** The track's 3-day live workshop as the free training shows it; nothing while it is switched off. */
export function WorkshopSchedule({ heading, track }: BlockProps<'WorkshopSchedule'>) {
  const { workshops, editing } = useLandingData()
  const workshop = workshops[track]
  if (!workshop) {
    return editing ? (
      <Section>
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          The {track} live workshop is switched off: visitors see nothing here until it is on.
        </p>
      </Section>
    ) : null
  }
  return (
    <Section>
      <WorkshopDays workshop={workshop} heading={heading || undefined} className="" />
    </Section>
  )
}
