// What a screen reader hears while a unit or lesson is picked up, moved, dropped or put back:
// its name and the place it is at (or will take), in words.
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import { findLesson, lessonPlace, parseDragId, unitPlace, type TrackUnit } from './tracks'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function trackAnnouncements(units: TrackUnit[]): Announcements {
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
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      capitalize(over ? `${nameOf(active.id)} is now at ${placeOf(landingId(active.id, over.id))}.` : `${nameOf(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} at ${placeOf(active.id)}.` : `Dropped ${nameOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }
}
