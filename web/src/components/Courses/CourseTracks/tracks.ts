// The order of a course's units and of the lessons in them, as the tracks page edits it: pure
// moves (unit to another place, lesson to another place in any unit), the drag-and-drop ids, and
// the saveCourseTracks input. No React here, so the rules are tested on their own.
import { arrayMove } from '@dnd-kit/sortable'

export type TrackLesson = { id: number; name: string; type: string; status: string }
export type TrackUnit = { id: number; name: string; archived: boolean; lessons: TrackLesson[] }

/** Drag-and-drop ids: a unit, a lesson, and a unit's lesson area (where a lesson may land, even in an empty unit). */
export const unitDragId = (id: number) => `unit-${id}`
export const lessonDragId = (id: number) => `lesson-${id}`
export const unitAreaId = (id: number) => `area-${id}`

export type DragTarget = { kind: 'unit' | 'lesson' | 'area'; id: number }

export function parseDragId(value: string | number): DragTarget | null {
  const match = /^(unit|lesson|area)-(\d+)$/.exec(String(value))
  return match ? { kind: match[1] as DragTarget['kind'], id: Number(match[2]) } : null
}

/** Where a lesson is: its unit's index and its own index there; null when it is not in the course. */
export function findLesson(units: TrackUnit[], lessonId: number): { unitIndex: number; lessonIndex: number } | null {
  for (let unitIndex = 0; unitIndex < units.length; unitIndex += 1) {
    const lessonIndex = units[unitIndex].lessons.findIndex((lesson) => lesson.id === lessonId)
    if (lessonIndex >= 0) return { unitIndex, lessonIndex }
  }
  return null
}

/** The units with one unit moved to `toIndex`. */
export function moveUnit(units: TrackUnit[], unitId: number, toIndex: number): TrackUnit[] {
  const from = units.findIndex((unit) => unit.id === unitId)
  if (from < 0 || toIndex < 0 || toIndex >= units.length || from === toIndex) return units
  return arrayMove(units, from, toIndex)
}

/** The units with one lesson moved into unit `toUnitId` at `toIndex` (clamped to the unit's end). */
export function moveLesson(units: TrackUnit[], lessonId: number, toUnitId: number, toIndex: number): TrackUnit[] {
  const from = findLesson(units, lessonId)
  const target = units.findIndex((unit) => unit.id === toUnitId)
  if (!from || target < 0) return units
  const lesson = units[from.unitIndex].lessons[from.lessonIndex]
  if (from.unitIndex === target) {
    const index = Math.max(0, Math.min(toIndex, units[target].lessons.length - 1))
    if (index === from.lessonIndex) return units
    return units.map((unit, i) => (i === target ? { ...unit, lessons: arrayMove(unit.lessons, from.lessonIndex, index) } : unit))
  }
  return units.map((unit, i) => {
    if (i === from.unitIndex) return { ...unit, lessons: unit.lessons.filter((item) => item.id !== lessonId) }
    if (i !== target) return unit
    const lessons = [...unit.lessons]
    lessons.splice(Math.max(0, Math.min(toIndex, lessons.length)), 0, lesson)
    return { ...unit, lessons }
  })
}

/** What saveCourseTracks takes: every unit in order with its lessons in order. */
export function tracksInput(units: TrackUnit[]) {
  return { units: units.map((unit) => ({ id: unit.id, lessonIds: unit.lessons.map((lesson) => lesson.id) })) }
}

/** True when the order differs from the saved one. */
export function orderChanged(saved: TrackUnit[], current: TrackUnit[]): boolean {
  return JSON.stringify(tracksInput(saved)) !== JSON.stringify(tracksInput(current))
}

/** Where a lesson is, in words, for screen readers: "position 2 of 3 in Getting Started". */
export function lessonPlace(units: TrackUnit[], lessonId: number): string {
  const at = findLesson(units, lessonId)
  if (!at) return ''
  const unit = units[at.unitIndex]
  return `position ${at.lessonIndex + 1} of ${unit.lessons.length} in ${unit.name}`
}

/** Where a unit is, in words: "position 1 of 2". */
export function unitPlace(units: TrackUnit[], unitId: number): string {
  const index = units.findIndex((unit) => unit.id === unitId)
  return index < 0 ? '' : `position ${index + 1} of ${units.length}`
}
