// The lessons of a unit, in order: name (to the lesson's page), type, duration and status.
import { Link, routes } from '@redwoodjs/router'
import { LESSON_TYPE_LABELS, type LessonType } from '@common/validation/courses.lessons'
import { formatClock } from '@/lib/format'
import { StatusBadge } from '../StatusBadge/StatusBadge'

export type LessonListItem = { id: number; name: string; type: string; durationSeconds: number | null; status: string }

export function LessonList({ lessons, label }: { lessons: LessonListItem[]; label: string }) {
  if (!lessons.length) return <p className="px-4 py-3 text-sm text-slate-500 sm:px-5">No lessons yet.</p>
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {lessons.map((lesson, index) => (
        <li key={lesson.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-5">
          <span className="w-6 shrink-0 text-right text-xs tabular-nums text-muted" aria-hidden="true">
            {index + 1}.
          </span>
          <Link to={routes.lesson({ id: lesson.id })} className="min-w-0 flex-1 break-words text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {lesson.name}
          </Link>
          <span className="text-xs text-slate-500">
            {LESSON_TYPE_LABELS[lesson.type as LessonType] ?? lesson.type}
            {lesson.durationSeconds != null && ` · ${formatClock(lesson.durationSeconds)}`}
          </span>
          <StatusBadge status={lesson.status} />
        </li>
      ))}
    </ol>
  )
}
