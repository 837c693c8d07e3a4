import { describe, expect, it } from 'vitest'
import { findLesson, lessonPlace, moveLesson, moveUnit, orderChanged, parseDragId, tracksInput, unitPlace, type TrackUnit } from './tracks'

const lesson = (id: number) => ({ id, name: `Lesson ${id}`, type: 'Video', status: 'published' })
const course: TrackUnit[] = [
  { id: 1, name: 'Getting Started', archived: false, lessons: [lesson(10), lesson(11), lesson(12)] },
  { id: 2, name: 'Tools', archived: false, lessons: [lesson(20)] },
  { id: 3, name: 'Empty', archived: false, lessons: [] },
]
const ids = (units: TrackUnit[]) => tracksInput(units).units

describe('course tracks', () => {
  it('moves a unit to another place, leaving the original untouched', () => {
    expect(ids(moveUnit(course, 3, 0))).toEqual([
      { id: 3, lessonIds: [] },
      { id: 1, lessonIds: [10, 11, 12] },
      { id: 2, lessonIds: [20] },
    ])
    expect(ids(course)[0].id).toBe(1)
    expect(moveUnit(course, 1, 5)).toBe(course)
    expect(moveUnit(course, 99, 0)).toBe(course)
  })

  it('moves a lesson inside its unit, and into another unit (an empty one too) at a clamped place', () => {
    expect(ids(moveLesson(course, 10, 1, 2))[0].lessonIds).toEqual([11, 12, 10])
    expect(ids(moveLesson(course, 12, 1, 99))[0].lessonIds).toEqual([10, 11, 12])
    const moved = ids(moveLesson(course, 11, 2, 0))
    expect(moved[0].lessonIds).toEqual([10, 12])
    expect(moved[1].lessonIds).toEqual([11, 20])
    expect(ids(moveLesson(course, 20, 3, 5))).toEqual([
      { id: 1, lessonIds: [10, 11, 12] },
      { id: 2, lessonIds: [] },
      { id: 3, lessonIds: [20] },
    ])
    expect(moveLesson(course, 99, 1, 0)).toBe(course)
  })

  it('finds lessons, reads drag ids, says where things are, and tells a changed order from the saved one', () => {
    expect(findLesson(course, 12)).toEqual({ unitIndex: 0, lessonIndex: 2 })
    expect(findLesson(course, 99)).toBeNull()
    expect(parseDragId('lesson-12')).toEqual({ kind: 'lesson', id: 12 })
    expect(parseDragId('area-3')).toEqual({ kind: 'area', id: 3 })
    expect(parseDragId('other')).toBeNull()
    expect(lessonPlace(course, 11)).toBe('position 2 of 3 in Getting Started')
    expect(unitPlace(course, 2)).toBe('position 2 of 3')
    expect(orderChanged(course, moveLesson(course, 10, 1, 1))).toBe(true)
    expect(orderChanged(course, moveLesson(moveLesson(course, 10, 1, 1), 10, 1, 0))).toBe(false)
  })
})
