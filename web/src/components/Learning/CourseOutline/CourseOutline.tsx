// A course's units and lessons in order, each lesson with its state for this learner (done, in
// progress, not started), linking to the player. The lesson being played is marked current.
import { Link, routes } from '@redwoodjs/router'
import clsx from 'clsx'
import { formatClock } from '@/lib/format'
import type { CourseUnit, LessonState } from '../types'

export function lessonStateLabel(lesson: Pick<LessonState, 'completed' | 'started'>): string {
  if (lesson.completed) return 'Completed'
  if (lesson.started) return 'In progress'
  return 'Not started'
}

function StateIcon({ lesson }: { lesson: LessonState }) {
  if (lesson.completed) {
    return (
      <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-500 text-white" aria-hidden="true">
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
        </svg>
      </span>
    )
  }
  return (
    <span
      aria-hidden="true"
      className={clsx('grid h-6 w-6 shrink-0 place-items-center rounded-full border-2', lesson.started ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white')}
    >
      {lesson.started && <span className="h-2 w-2 rounded-full bg-brand-500" />}
    </span>
  )
}

function LessonRow({ courseId, lesson, number, current }: { courseId: number; lesson: LessonState; number: number; current: boolean }) {
  const detail = [lesson.type === 'Video' ? 'Video' : 'Reading', lesson.durationSeconds ? formatClock(lesson.durationSeconds) : null].filter(Boolean).join(' · ')
  return (
    <li>
      <Link
        to={routes.viewLesson({ courseId, lessonId: lesson.id })}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          current ? 'bg-brand-50 ring-1 ring-inset ring-brand-200' : 'hover:bg-slate-50',
        )}
      >
        <StateIcon lesson={lesson} />
        <span className="min-w-0 flex-1">
          <span className={clsx('block font-medium', current ? 'text-brand-800' : 'text-slate-800')}>
            <span className="sr-only">Lesson {number}: </span>
            {lesson.name}
          </span>
          {/* slate-500 reads 4.39:1 on the current lesson's brand-50 (docs/accessibility.md): darker there. */}
          <span className={clsx('block text-xs', current ? 'text-slate-600' : 'text-muted')}>
            {detail}
            <span className="sr-only">, {lessonStateLabel(lesson)}</span>
          </span>
        </span>
      </Link>
    </li>
  )
}

export function CourseOutline({ courseId, units, currentLessonId, compact = false }: { courseId: number; units: CourseUnit[]; currentLessonId?: number; compact?: boolean }) {
  let number = 0
  if (units.every((unit) => unit.lessons.length === 0)) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">This course has no lessons yet.</p>
  }
  return (
    <ol className={clsx('space-y-4', compact && 'space-y-3')}>
      {units.map((unit, unitIndex) => {
        const done = unit.lessons.filter((lesson) => lesson.completed).length
        return (
          <li key={unit.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="flex items-start justify-between gap-3 border-b border-slate-100 bg-slate-50/60 px-4 py-3">
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Unit {unitIndex + 1}</p>
                <h3 className="font-semibold text-slate-900">{unit.name}</h3>
                {!compact && unit.shortDescription && <p className="mt-0.5 text-sm text-slate-600">{unit.shortDescription}</p>}
              </div>
              <span className="shrink-0 pt-4 text-xs tabular-nums text-slate-500">
                {done}/{unit.lessons.length}
              </span>
            </div>
            <ul className="space-y-0.5 p-2">
              {unit.lessons.map((lesson) => {
                number += 1
                return <LessonRow key={lesson.id} courseId={courseId} lesson={lesson} number={number} current={lesson.id === currentLessonId} />
              })}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}

export default CourseOutline
