// A unit in the tracks, moved by its handle, with its lessons (each movable, into other units too).
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { LESSON_TYPE_LABELS, type LessonType } from '@common/validation/courses.lessons'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { DragHandle } from './DragHandle'
import { lessonDragId, unitAreaId, unitDragId, type TrackUnit } from './tracks'

export function SortableUnit({ unit, number }: { unit: TrackUnit; number: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: unitDragId(unit.id) })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx('rounded-xl border bg-white', isDragging ? 'relative z-10 border-brand-300 shadow-lg' : 'border-slate-200')}
      data-testid={`track-unit-${unit.id}`}
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-2 py-2 sm:px-3">
        <DragHandle label={`Move unit ${unit.name}`} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">Unit {number}</span>
        <span className="min-w-0 flex-1 break-words font-semibold text-slate-900">{unit.name}</span>
        {unit.archived && <StatusBadge status="archived" />}
      </div>
      <LessonArea unit={unit}>
        <SortableContext items={unit.lessons.map((lesson) => lessonDragId(lesson.id))} strategy={verticalListSortingStrategy}>
          <ol aria-label={`Lessons of ${unit.name}`} className="divide-y divide-slate-100">
            {unit.lessons.map((lesson) => (
              <SortableLesson key={lesson.id} lesson={lesson} />
            ))}
          </ol>
        </SortableContext>
      </LessonArea>
    </li>
  )
}

/** Where a unit's lessons are; a lesson can be dropped here even when the unit has none yet. */
function LessonArea({ unit, children }: { unit: TrackUnit; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: unitAreaId(unit.id), data: { empty: unit.lessons.length === 0 } })
  return (
    <div ref={setNodeRef} className={clsx('min-h-[3rem] rounded-b-xl', isOver && 'bg-brand-50')}>
      {children}
      {unit.lessons.length === 0 && <p className="px-4 py-3 text-sm text-muted">No lessons: drop one here.</p>}
    </div>
  )
}

function SortableLesson({ lesson }: { lesson: TrackUnit['lessons'][number] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lessonDragId(lesson.id) })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx('flex items-center gap-2 bg-white px-2 py-1.5 sm:px-3', isDragging && 'relative z-10 rounded-lg shadow-lg ring-1 ring-brand-300')}
      data-testid={`track-lesson-${lesson.id}`}
    >
      <DragHandle label={`Move lesson ${lesson.name}`} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
      <span className="min-w-0 flex-1 break-words text-sm text-slate-900">{lesson.name}</span>
      <span className="hidden text-xs text-slate-500 sm:inline">{LESSON_TYPE_LABELS[lesson.type as LessonType] ?? lesson.type}</span>
      {lesson.status !== 'published' && <StatusBadge status={lesson.status} />}
    </li>
  )
}
