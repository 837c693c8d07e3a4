// A batch's place in time, as its badge shows it. "Current" is the server's (the latest batch
// launched on or before today in Manila); a batch whose launchFrom is after today in Manila is
// upcoming; any other is past.
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { BadgeTone } from '@/components/ui/Badge/Badge'

export type BatchStatus = { label: 'Current' | 'Upcoming' | 'Past'; tone: BadgeTone }

/** Today in Manila as 'YYYY-MM-DD'. */
export const manilaToday = (now: Date = new Date()) => dayjs(now).tz(MANILA_TZ).format('YYYY-MM-DD')

export function batchStatus(batch: { isCurrent: boolean; launchFrom: string }, now: Date = new Date()): BatchStatus {
  if (batch.isCurrent) return { label: 'Current', tone: 'success' }
  if (batch.launchFrom > manilaToday(now)) return { label: 'Upcoming', tone: 'info' }
  return { label: 'Past', tone: 'outline' }
}
