// The words and colours of a course's, unit's or lesson's state (published, draft, archived), and
// the list filter of /courses.
import type { CourseStatus } from '@common/validation/courses'
import type { BadgeTone } from '@/components/ui/Badge/Badge'

export const STATUS_LABELS: Record<CourseStatus, string> = { published: 'Published', draft: 'Draft', archived: 'Archived' }
export const STATUS_TONES: Record<CourseStatus, BadgeTone> = { published: 'success', draft: 'warning', archived: 'outline' }

export const statusLabel = (status: string) => STATUS_LABELS[status as CourseStatus] ?? status
export const statusTone = (status: string): BadgeTone => STATUS_TONES[status as CourseStatus] ?? 'outline'

/** The /courses filter: '' is every live course (published and draft). */
export const COURSE_FILTERS = [
  { value: '', label: 'All live courses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
] as const

/** ?status= as the list's filter: a known status, or null (live courses) for anything else. */
export function parseCourseStatus(raw: string | null): CourseStatus | null {
  return raw === 'published' || raw === 'draft' || raw === 'archived' ? raw : null
}
