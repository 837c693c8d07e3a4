// /courses/{id}/tracks: the order of a course's units and of the lessons in them, changed by drag
// and drop (mouse, touch) and by keyboard (focus a handle, Space to pick up, the arrow keys to
// move, Space to drop, Escape to cancel), lessons moving between units too. Nothing is saved until
// "Save order": one saveCourseTracks call, one transaction.
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import clsx from 'clsx'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { LESSON_TYPE_LABELS, type LessonType } from '@common/validation/courses.lessons'
import { Button } from '@/components/ui/Button/Button'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import {
  findLesson,
  lessonDragId,
  lessonPlace,
  moveLesson,
  moveUnit,
  orderChanged,
  parseDragId,
  tracksInput,
  unitAreaId,
  unitDragId,
  unitPlace,
  type TrackUnit,
} from './tracks'

export type CourseTracksProps = {
  units: TrackUnit[]
  /** Saves the order (saveCourseTracks); resolves once saved, rejects (after saying why) when refused. */
  onSave: (input: ReturnType<typeof tracksInput>) => Promise<void>
  saving: boolean
}

/** What a dragged item may land on: units among units; lessons among lessons and on units' lesson areas. */
function allowedTarget(activeId: UniqueIdentifier, targetId: UniqueIdentifier) {
  const active = parseDragId(activeId)
  const target = parseDragId(targetId)
  if (!active || !target) return false
  return active.kind === 'unit' ? target.kind === 'unit' : target.kind !== 'unit'
}

/**
 * A unit lands on the nearest unit. A lesson lands on the nearest lesson, or on a unit's lesson
 * area when it is over an empty one (the only way into a unit without lessons).
 */
const nearestTarget: CollisionDetection = (args) => {
  const candidates = args.droppableContainers.filter((container) => allowedTarget(args.active.id, container.id))
  if (parseDragId(args.active.id)?.kind === 'unit') return closestCorners({ ...args, droppableContainers: candidates })
  const emptyAreas = candidates.filter((container) => parseDragId(container.id)?.kind === 'area' && container.data.current?.empty)
  const overEmpty = rectIntersection({ ...args, droppableContainers: emptyAreas })
  if (overEmpty.length) return overEmpty
  return closestCorners({ ...args, droppableContainers: candidates.filter((container) => parseDragId(container.id)?.kind === 'lesson') })
}

/** The arrow keys move to the next place of the same kind (sortableKeyboardCoordinates on those only). */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers
  const activeId = args.context.active?.id
  const only = {
    getEnabled: () => all.getEnabled().filter((container) => activeId != null && allowedTarget(activeId, container.id)),
    get: (id: UniqueIdentifier) => all.get(id),
  }
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: only as typeof all } })
}

export function CourseTracks({ units: saved, onSave, saving }: CourseTracksProps) {
  const [baseline, setBaseline] = useState(saved)
  const [units, setUnits] = useState(saved)
  const changed = orderChanged(baseline, units)
  // Just after a lesson joins another unit its new place is not measured yet, and the nearest target
  // would send it straight back (a ping-pong, most visible with the keyboard): until the next
  // frame it stays over what moved it (dnd-kit's multiple-containers pattern).
  const movedToUnit = useRef(false)
  const lastOver = useRef<UniqueIdentifier | null>(null)
  useEffect(() => {
    const frame = requestAnimationFrame(() => (movedToUnit.current = false))
    return () => cancelAnimationFrame(frame)
  }, [units])
  const collisionDetection: CollisionDetection = useCallback((args) => {
    if (movedToUnit.current && lastOver.current != null) return [{ id: lastOver.current }]
    const found = nearestTarget(args)
    lastOver.current = found[0]?.id ?? null
    return found
  }, [])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  )

  const nameOf = (id: UniqueIdentifier) => {
    const target = parseDragId(id)
    if (!target) return ''
    if (target.kind === 'unit' || target.kind === 'area') return `unit ${units.find((unit) => unit.id === target.id)?.name ?? ''}`
    const at = findLesson(units, target.id)
    return at ? `lesson ${units[at.unitIndex].lessons[at.lessonIndex].name}` : ''
  }
  const placeOf = (id: UniqueIdentifier) => {
    const target = parseDragId(id)
    if (!target) return ''
    return target.kind === 'lesson' ? lessonPlace(units, target.id) : unitPlace(units, target.id)
  }
  /**
   * Whose place the dragged item will take: over a unit, or a lesson of its own unit, the list
   * reorders only on drop, so it is the place of the item it is over; a lesson dragged into
   * another unit has already been moved there by onDragOver, so it is its own.
   */
  const landingId = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const dragged = parseDragId(activeId)
    const target = parseDragId(overId)
    if (!dragged || !target || dragged.kind !== target.kind) return activeId
    if (dragged.kind === 'unit') return overId
    return findLesson(units, dragged.id)?.unitIndex === findLesson(units, target.id)?.unitIndex ? overId : activeId
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      capitalize(over ? `${nameOf(active.id)} is now at ${placeOf(landingId(active.id, over.id))}.` : `${nameOf(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} at ${placeOf(active.id)}.` : `Dropped ${nameOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  /** While dragging a lesson over another unit, it joins that unit (so the list shows where it will land). */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const dragged = parseDragId(active.id)
    const target = over && parseDragId(over.id)
    if (!dragged || !target || dragged.kind !== 'lesson' || target.kind === 'unit') return
    setUnits((current) => {
      const from = findLesson(current, dragged.id)
      if (!from) return current
      if (target.kind === 'area') {
        if (current[from.unitIndex].id === target.id) return current
        movedToUnit.current = true
        return moveLesson(current, dragged.id, target.id, Number.MAX_SAFE_INTEGER)
      }
      const to = findLesson(current, target.id)
      if (!to || to.unitIndex === from.unitIndex) return current
      movedToUnit.current = true
      return moveLesson(current, dragged.id, current[to.unitIndex].id, to.lessonIndex)
    })
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = parseDragId(active.id)
    const target = over && parseDragId(over.id)
    if (!dragged || !target) return
    setUnits((current) => {
      if (dragged.kind === 'unit') {
        const index = current.findIndex((unit) => unit.id === target.id)
        return target.kind === 'unit' && index >= 0 ? moveUnit(current, dragged.id, index) : current
      }
      if (target.kind !== 'lesson') return current
      const to = findLesson(current, target.id)
      return to ? moveLesson(current, dragged.id, current[to.unitIndex].id, to.lessonIndex) : current
    })
  }

  const save = async () => {
    try {
      await onSave(tracksInput(units))
    } catch {
      // onSave has told the person why; the unsaved order stays on screen to try again.
      return
    }
    setBaseline(units)
  }

  return (
    <div className="space-y-4">
      <p id="tracks-help" className="text-sm text-slate-600">
        Drag a unit or a lesson by its handle, or focus the handle and press Space, move with the arrow keys and press Space
        again to drop it (Escape cancels). Lessons can move to another unit. Nothing changes for members until you save.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To pick up this item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
          },
        }}
      >
        <SortableContext items={units.map((unit) => unitDragId(unit.id))} strategy={verticalListSortingStrategy}>
          <ol aria-label="Units" className="space-y-4">
            {units.map((unit, index) => (
              <SortableUnit key={unit.id} unit={unit} number={index + 1} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {units.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">This course has no units yet.</p>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button onClick={save} disabled={!changed} loading={saving} loadingLabel="Saving...">
          Save order
        </Button>
        <Button variant="secondary" onClick={() => setUnits(baseline)} disabled={!changed || saving}>
          Undo changes
        </Button>
        <span role="status" className="text-sm text-slate-500">
          {changed ? 'Unsaved changes' : 'Saved'}
        </span>
      </div>
    </div>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: { label: string } & Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-describedby="tracks-help"
      className="flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  )
}

function SortableUnit({ unit, number }: { unit: TrackUnit; number: number }) {
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
