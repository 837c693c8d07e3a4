// Where a dragged unit or lesson may land, for the pointer (nearestTarget) and the arrow keys
// (keyboardCoordinates): units among units; lessons among lessons and on units' lesson areas.
import {
  closestCorners,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { parseDragId } from './tracks'

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
export const nearestTarget: CollisionDetection = (args) => {
  const candidates = args.droppableContainers.filter((container) => allowedTarget(args.active.id, container.id))
  if (parseDragId(args.active.id)?.kind === 'unit') return closestCorners({ ...args, droppableContainers: candidates })
  const emptyAreas = candidates.filter((container) => parseDragId(container.id)?.kind === 'area' && container.data.current?.empty)
  const overEmpty = rectIntersection({ ...args, droppableContainers: emptyAreas })
  if (overEmpty.length) return overEmpty
  return closestCorners({ ...args, droppableContainers: candidates.filter((container) => parseDragId(container.id)?.kind === 'lesson') })
}

/** The arrow keys move to the next place of the same kind (sortableKeyboardCoordinates on those only). */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers
  const activeId = args.context.active?.id
  const only = {
    getEnabled: () => all.getEnabled().filter((container) => activeId != null && allowedTarget(activeId, container.id)),
    get: (id: UniqueIdentifier) => all.get(id),
  }
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: only as typeof all } })
}
