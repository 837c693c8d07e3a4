// Every learning operation answers in a FIXED number of SQL statements (docs/api.md, "Learning"):
// counted on a small catalogue, then again after adding many courses, units, lessons, progress
// rows, events and resources. Both counts must equal the documented number.
import { describe, expect } from 'vitest'
import { courses, events, lessonProgress, lessons, productCourses, resourceFiles, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { lessonFileDownload, lessonVideoDownload, resourceFileDownload } from './downloads'
import { myEvent, myEvents } from './events'
import { bonusLink, learnerHome } from './home'
import { homeWorld, key } from './learning.scenarios'
import { lessonPlayer } from './lessonPlayer'
import { myCourse, myCourses } from './myCourses'
import { myProducts } from './products'
import { completeLesson, saveLessonPosition, startLesson } from './progress'
import { myResource, myResourceCategories, myResources, publicResource, publicResourceCategories, publicResources } from './resources'
import { countStatements } from '../../lib/statementCounter'

/** The documented statement count of each operation (docs/api.md). */
export const STATEMENTS = {
  myProducts: 2,
  myCourses: 1,
  myCourse: 1,
  'myCourse with units (GraphQL)': 2,
  lessonPlayer: 2,
  startLesson: 2,
  completeLesson: 2,
  saveLessonPosition: 1,
  myEvents: 1,
  myEvent: 1,
  myResources: 2,
  myResourceCategories: 1,
  myResource: 1,
  publicResources: 2,
  publicResourceCategories: 1,
  publicResource: 1,
  learnerHome: 3,
  bonusLink: 1,
  lessonFileDownload: 1,
  lessonVideoDownload: 1,
  resourceFileDownload: 1,
} as const

type World = Awaited<ReturnType<typeof homeWorld>>

async function measure(world: World, ids: { event: number; resource: number; publicResource: number }) {
  const member = await currentUserFor(world.member.id)
  const { alpha } = world.courses
  const { l1, l2, b1 } = world.lessons
  const as = <T,>(work: () => Promise<T>) => asUser(member, work)
  const operations: Record<keyof typeof STATEMENTS, () => Promise<unknown>> = {
    myProducts: () => as(() => myProducts()),
    myCourses: () => as(() => myCourses({ filter: 'watching' })),
    myCourse: () => as(() => myCourse({ id: alpha.id })),
    'myCourse with units (GraphQL)': () => runGraphql(member, `{ myCourse(id: ${alpha.id}) { id units { id lessons { id completed } } } }`),
    lessonPlayer: () => as(() => lessonPlayer({ courseId: alpha.id, lessonId: l2.id })),
    startLesson: () => as(() => startLesson({ lessonId: l1.id })),
    completeLesson: () => as(() => completeLesson({ lessonId: l1.id })),
    saveLessonPosition: () => as(() => saveLessonPosition({ lessonId: l1.id, positionSeconds: 30 })),
    myEvents: () => as(() => myEvents({ filter: 'all', page: 2, pageSize: 5 })),
    myEvent: () => as(() => myEvent({ id: ids.event })),
    myResources: () => as(() => myResources({ category: 'pdf' })),
    myResourceCategories: () => as(() => myResourceCategories()),
    myResource: () => as(() => myResource({ id: ids.resource })),
    publicResources: () => asUser(null, () => publicResources({})),
    publicResourceCategories: () => asUser(null, () => publicResourceCategories()),
    publicResource: () => asUser(null, () => publicResource({ id: ids.publicResource })),
    learnerHome: () => as(() => learnerHome()),
    bonusLink: () => asUser(null, () => bonusLink()),
    lessonFileDownload: () => lessonFileDownload(member, world.files.upload.id),
    lessonVideoDownload: () => lessonVideoDownload(member, b1.id),
    resourceFileDownload: () => resourceFileDownload(member, ids.resource),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(operations)) counts[name] = (await countStatements(run)).count
  return counts
}

/** Twenty more courses of the member's product (3 units of 4 lessons, half opened), 40 events (8 weekly), 40 resources. */
async function grow(world: World) {
  const added = await db
    .insert(courses)
    .values(Array.from({ length: 20 }, (_, n) => ({ name: `Extra ${n}`, isPublished: true, position: 10 + n })))
    .returning()
  await db.insert(productCourses).values(added.map((course) => ({ productId: world.membership.product.id, courseId: course.id })))
  const unitRows = await db
    .insert(units)
    .values(added.flatMap((course) => [0, 1, 2].map((position) => ({ courseId: course.id, name: `Unit ${position}`, position }))))
    .returning()
  const lessonRows = await db
    .insert(lessons)
    .values(unitRows.flatMap((unit) => [0, 1, 2, 3].map((position) => ({ unitId: unit.id, name: `Lesson ${position}`, position }))))
    .returning()
  await db.insert(lessonProgress).values(
    lessonRows.filter((_, n) => n % 2 === 0).map((lesson, n) => ({ userId: world.member.id, lessonId: lesson.id, completedAt: n % 3 === 0 ? new Date() : null })),
  )
  const now = Date.now()
  await db.insert(events).values(
    Array.from({ length: 40 }, (_, n) => ({
      title: `Event ${n}`,
      startsAt: new Date(now + (n - 20) * 86_400_000),
      endsAt: new Date(now + (n - 20) * 86_400_000 + 3_600_000),
      recurrenceRule: n % 5 === 0 ? 'FREQ=WEEKLY;BYDAY=MO,WE' : null,
      audience: n % 4 === 0 ? ('public' as const) : ('member' as const),
    })),
  )
  await db.insert(resourceFiles).values(
    Array.from({ length: 40 }, (_, n) => ({
      title: `Resource ${n}`,
      category: 'pdf' as const,
      fileUrl: key(100 + n, `r${n}.pdf`),
      audience: n % 3 === 0 ? ('public' as const) : ('member' as const),
    })),
  )
}

describe('statements per operation', () => {
  scenario('are fixed: the same on a small catalogue and a grown one, and as documented', homeWorld, async (world) => {
    const [event] = await db.insert(events).values({ title: 'One', startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000) }).returning()
    const [resource] = await db.insert(resourceFiles).values({ title: 'R', category: 'pdf', fileUrl: key(90, 'R.pdf') }).returning()
    const [shared] = await db.insert(resourceFiles).values({ title: 'P', category: 'pdf', fileUrl: key(91, 'P.pdf'), audience: 'public' }).returning()
    const ids = { event: event.id, resource: resource.id, publicResource: shared.id }
    const small = await measure(world, ids)
    await grow(world)
    const grown = await measure(world, ids)
    expect(small).toEqual(STATEMENTS)
    expect(grown).toEqual(STATEMENTS)
  })
})
