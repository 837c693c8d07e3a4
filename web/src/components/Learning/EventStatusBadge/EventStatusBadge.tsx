// An event's state now: Upcoming, Live now or Past.
import { Badge } from '@/components/ui/Badge/Badge'

export const EVENT_STATUS_LABELS: Record<string, string> = { upcoming: 'Upcoming', live: 'Live now', past: 'Past' }

export function EventStatusBadge({ status }: { status: string }) {
  const tone = status === 'live' ? 'success' : status === 'upcoming' ? 'info' : 'outline'
  return <Badge tone={tone}>{EVENT_STATUS_LABELS[status] ?? status}</Badge>
}

export default EventStatusBadge
