// A course's units in order, each with its lessons, and Add unit / Add lesson where the role may.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { buttonClassName } from '@/components/ui/Button/Button'
import { canCreateLesson, canOpen } from '../courseAccess'
import { LessonList } from '../LessonList/LessonList'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import type { CourseRecord } from './courseRecord'

export function CourseOutline({ course }: { course: CourseRecord }) {
  const user = useCurrentUser()
  return (
    <section aria-labelledby="course-outline" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="course-outline" className="text-lg font-semibold text-slate-900">
          Units and lessons <span className="text-sm font-normal text-slate-500">({course.unitCount} units, {course.lessonCount} lessons)</span>
        </h2>
        {canOpen(user, 'newUnit') && (
          <Link to={routes.newUnit({ courseId: course.id })} className={buttonClassName('primary', 'md')}>
            Add unit
          </Link>
        )}
      </div>
      {course.units.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          No units yet. Add the first unit, then its lessons.
        </p>
      ) : (
        <ol className="space-y-4">
          {course.units.map((unit, index) => (
            <li key={unit.id} className="rounded-xl border border-slate-200 bg-white">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
                <span className="text-xs font-semibold uppercase tracking-wide text-muted">Unit {index + 1}</span>
                <Link to={routes.unit({ id: unit.id })} className="min-w-0 flex-1 break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                  {unit.name}
                </Link>
                {unit.archivedAt && <StatusBadge status="archived" />}
                {canCreateLesson(user) && (
                  <Link to={routes.newLesson({ unitId: unit.id })} className={buttonClassName('secondary', 'sm')}>
                    Add lesson<span className="sr-only"> to {unit.name}</span>
                  </Link>
                )}
              </div>
              <LessonList lessons={unit.lessons} label={`Lessons of ${unit.name}`} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
