// Which times an event shows: a recurring event's next occurrence while it has one, else its own.
import type { EventView } from './types'

export function shownTimes(event: Pick<EventView, 'startsAt' | 'endsAt' | 'nextStartsAt' | 'nextEndsAt'>): { startsAt: string; endsAt: string } {
  if (event.nextStartsAt) return { startsAt: event.nextStartsAt, endsAt: event.nextEndsAt ?? event.nextStartsAt }
  return { startsAt: event.startsAt, endsAt: event.endsAt }
}

/** "Add to calendar" makes sense for anything still to come, and for a series. */
export const canAddToCalendar = (event: Pick<EventView, 'status' | 'isRecurring'>) => event.isRecurring || event.status !== 'past'
