// The drag and drop of CourseTracks: sensors (pointer, keyboard), where an item lands, and how the
// order changes while dragging (a lesson joins the unit it is over) and on drop.
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react'
import { keyboardCoordinates, nearestTarget } from './dragTargets'
import { findLesson, moveLesson, moveUnit, parseDragId, type TrackUnit } from './tracks'

export function useTrackDrag(units: TrackUnit[], setUnits: Dispatch<SetStateAction<TrackUnit[]>>) {
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

  return { sensors, collisionDetection, onDragOver, onDragEnd }
}
