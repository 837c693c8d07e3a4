// Lesson progress (progress.ts): once per member and lesson, never undone, and what it does to the
// course's percentage, status, resume lesson and the my-courses filters and sorts.
import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { infoLogs, lessonProgress } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { learners, progress } from './learning.scenarios'
import { myCourse, myCourses } from './myCourses'
import { completeLesson, saveLessonPosition, startLesson } from './progress'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const rowsOf = (userId: number) => db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId))

describe('startLesson', () => {
  scenario('inserts the row once; opening again only moves updatedAt (last opened), and logs the first start only', learners, async ({ member, lessons }) => {
    const caller = await currentUserFor(member.id)
    const first = await asUser(caller, () => startLesson({ lessonId: lessons.l1.id }))
    expect(first.lesson).toMatchObject({ id: lessons.l1.id, started: true, completed: false, positionSeconds: 0 })
    expect(first.course).toMatchObject({ name: 'Alpha', status: 'watching', completedCount: 0, percentage: 0, resumeLessonId: lessons.l1.id })
    // The first opening an hour ago, so "moved" does not hang on the clock ticking between two calls.
    const anHourAgo = new Date(Date.now() - 3_600_000)
    await db.update(lessonProgress).set({ startedAt: anHourAgo, updatedAt: anHourAgo }).where(eq(lessonProgress.userId, member.id))
    const [before] = await rowsOf(member.id)
    const again = await asUser(caller, () => startLesson({ lessonId: lessons.l1.id }))
    const after = await rowsOf(member.id)
    expect(after).toHaveLength(1)
    expect(after[0].startedAt).toEqual(before.startedAt)
    expect(after[0].updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(again.course.lastOpenedAt).toBe(after[0].updatedAt.toISOString())
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'lesson-started'))
    expect(logs).toMatchObject([{ userId: member.id, entityType: 'lesson', entityId: String(lessons.l1.id), details: { courseId: again.course.id } }])
  })

  scenario('a lesson the user may not open is NOT_FOUND and writes nothing', learners, async ({ member, expired, nonMember, lessons }) => {
    const cases: [number, number][] = [
      [member.id, lessons.hidden.id],
      [member.id, lessons.archivedLesson.id],
      [member.id, lessons.inGoneUnit.id],
      [member.id, lessons.g1.id],
      [member.id, lessons.d1.id],
      [member.id, 999_999],
      [expired.id, lessons.l1.id],
      [nonMember.id, lessons.l1.id],
    ]
    for (const [userId, lessonId] of cases) {
      const caller = await currentUserFor(userId)
      const writes: (() => Promise<unknown>)[] = [
        () => startLesson({ lessonId }),
        () => completeLesson({ lessonId }),
        () => saveLessonPosition({ lessonId, positionSeconds: 10 }),
      ]
      for (const write of writes) {
        const error = await refusal(() => asUser(caller, write))
        expect(error.extensions.code).toBe('NOT_FOUND')
      }
    }
    expect(await db.select().from(lessonProgress)).toEqual([])
    expect(await db.select().from(infoLogs)).toEqual([])
  })
})

describe('completeLesson and saveLessonPosition', () => {
  scenario('completing keeps the first completedAt; saving a position never un-finishes', learners, async ({ member, lessons }) => {
    const caller = await currentUserFor(member.id)
    const done = await asUser(caller, () => completeLesson({ lessonId: lessons.l1.id }))
    expect(done.lesson).toMatchObject({ started: true, completed: true })
    expect(done.course).toMatchObject({ completedCount: 1, lessonCount: 3, percentage: 33, status: 'watching' })
    expect(done.lesson.completedAt).not.toBeNull()
    // Finished an hour ago, so a second completion that moved it could not go unnoticed.
    const anHourAgo = new Date(Date.now() - 3_600_000)
    await db.update(lessonProgress).set({ completedAt: anHourAgo }).where(eq(lessonProgress.userId, member.id))
    const firstAt = anHourAgo.toISOString()
    const again = await asUser(caller, () => completeLesson({ lessonId: lessons.l1.id }))
    expect(again.lesson.completedAt).toBe(firstAt)
    const saved = await asUser(caller, () => saveLessonPosition({ lessonId: lessons.l1.id, positionSeconds: 42 }))
    expect(saved).toMatchObject({ completed: true, completedAt: firstAt, positionSeconds: 42 })
    // Re-opening a finished lesson does not undo it either.
    const reopened = await asUser(caller, () => startLesson({ lessonId: lessons.l1.id }))
    expect(reopened.lesson).toMatchObject({ completed: true, completedAt: firstAt })
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'lesson-completed'))).toHaveLength(1)
  })

  scenario('a position must be whole seconds from 0 to a day', learners, async ({ member, lessons }) => {
    const caller = await currentUserFor(member.id)
    for (const positionSeconds of [-1, 1.5, 86_401]) {
      const error = await refusal(() => asUser(caller, () => saveLessonPosition({ lessonId: lessons.l1.id, positionSeconds })))
      expect(error.extensions.code).toBe('BAD_USER_INPUT')
      expect(error.extensions.properties?.messages.positionSeconds).toEqual(['Position must be a whole number of seconds from 0 to 86400'])
    }
    expect(await rowsOf(member.id)).toEqual([])
  })

  scenario('every live lesson finished = completed (100%), whatever happens to unpublished ones', learners, async ({ member, lessons, courses }) => {
    const caller = await currentUserFor(member.id)
    for (const lesson of [lessons.l1, lessons.l2, lessons.l3]) await asUser(caller, () => completeLesson({ lessonId: lesson.id }))
    const course = await asUser(caller, () => myCourse({ id: courses.alpha.id }))
    expect(course).toMatchObject({ completedCount: 3, lessonCount: 3, percentage: 100, status: 'completed', resumeLessonId: lessons.l1.id })
  })
})

describe('my courses: filters, sorts and resume', () => {
  scenario('watching = started and not finished; completed = every live lesson finished; the filters change with progress', learners, async ({ member, lessons }) => {
    const caller = await currentUserFor(member.id)
    const filtered = async (filter: string) => (await asUser(caller, () => myCourses({ filter }))).items.map((course) => course.name)
    expect(await filtered('watching')).toEqual([])
    expect(await filtered('completed')).toEqual([])
    await asUser(caller, () => startLesson({ lessonId: lessons.b1.id }))
    expect(await filtered('watching')).toEqual(['Beta'])
    await asUser(caller, () => completeLesson({ lessonId: lessons.b1.id }))
    expect(await filtered('watching')).toEqual([])
    expect(await filtered('completed')).toEqual(['Beta'])
    expect((await asUser(caller, () => myCourses({ filter: 'completed' }))).totalCount).toBe(1)
    expect(await filtered('all')).toEqual(['Beta', 'Alpha'])
  })

  scenario('sort: recent (last opened first, never opened last) and newest (newest course first)', learners, async ({ member, lessons }) => {
    const caller = await currentUserFor(member.id)
    await progress(member.id, [{ lessonId: lessons.l1.id, at: new Date('2024-05-01T00:00:00Z') }, { lessonId: lessons.b1.id, at: new Date('2024-04-01T00:00:00Z') }])
    const sorted = async (sort: string) => (await asUser(caller, () => myCourses({ sort }))).items.map((course) => course.name)
    expect(await sorted('recent')).toEqual(['Alpha', 'Beta'])
    expect(await sorted('newest')).toEqual(['Beta', 'Alpha'])
  })

  scenario('resume: the last lesson opened if unfinished, else the first unfinished in order', learners, async ({ member, lessons, courses }) => {
    const caller = await currentUserFor(member.id)
    const resume = async () => (await asUser(caller, () => myCourse({ id: courses.alpha.id })))?.resumeLessonId
    expect(await resume()).toBe(lessons.l1.id)
    await progress(member.id, [
      { lessonId: lessons.l1.id, completed: true, at: new Date('2024-05-01T00:00:00Z') },
      { lessonId: lessons.l3.id, at: new Date('2024-05-02T00:00:00Z') },
    ])
    expect(await resume()).toBe(lessons.l3.id)
    await db.update(lessonProgress).set({ completedAt: new Date() }).where(and(eq(lessonProgress.userId, member.id), eq(lessonProgress.lessonId, lessons.l3.id)))
    expect(await resume()).toBe(lessons.l2.id)
  })

  scenario('bad filter, sort or page: BAD_USER_INPUT with field messages', learners, async ({ member }) => {
    const caller = await currentUserFor(member.id)
    const error = await refusal(() => asUser(caller, () => myCourses({ filter: 'finished', sort: 'oldest', page: 0 })))
    expect(error.extensions.properties?.messages).toEqual({
      page: ['Page must be 1 or more'],
      filter: ['Filter must be one of all, watching, completed'],
      sort: ['Sort must be one of recent, newest'],
    })
  })

  scenario('through GraphQL: a course with its outline, and a progress mutation answering lesson and course', learners, async ({ member, courses, lessons }) => {
    const caller = await currentUserFor(member.id)
    const page = await runGraphql(caller, `query ($id: Int!) { myCourse(id: $id) { id percentage units { name lessons { id name completed } } } }`, { id: courses.alpha.id })
    expect(page.errors).toBeUndefined()
    expect(page.data).toEqual({
      myCourse: {
        id: courses.alpha.id,
        percentage: 0,
        units: [
          { name: 'Intro', lessons: [{ id: lessons.l1.id, name: 'Welcome', completed: false }, { id: lessons.l2.id, name: 'Reading', completed: false }] },
          { name: 'More', lessons: [{ id: lessons.l3.id, name: 'Vimeo talk', completed: false }] },
        ],
      },
    })
    const done = await runGraphql(caller, `mutation ($id: Int!) { completeLesson(lessonId: $id) { lesson { id completed } course { id percentage status } } }`, { id: lessons.l3.id })
    expect(done.errors).toBeUndefined()
    expect(done.data).toEqual({ completeLesson: { lesson: { id: lessons.l3.id, completed: true }, course: { id: courses.alpha.id, percentage: 33, status: 'watching' } } })
    const refused = await runGraphql(caller, `mutation ($id: Int!) { startLesson(lessonId: $id) { lesson { id } } }`, { id: lessons.g1.id })
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })
})
