// A course's state for this learner: Not started, In progress (the "watching" filter) or Completed.
import { Badge } from '@/components/ui/Badge/Badge'

export const COURSE_STATUS_LABELS: Record<string, string> = {
  'not-started': 'Not started',
  watching: 'In progress',
  completed: 'Completed',
}

export function CourseStatusBadge({ status }: { status: string }) {
  const tone = status === 'completed' ? 'success' : status === 'watching' ? 'info' : 'outline'
  return <Badge tone={tone}>{COURSE_STATUS_LABELS[status] ?? status}</Badge>
}

export default CourseStatusBadge
