// The rows search.test.ts names.
import { courses, events, lessons, resourceFiles, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

/**
 * "Freelancing" content of every kind, published and not: a published course with a published
 * and a hidden lesson, a draft course with a lesson, a published and an unpublished event, member,
 * public and affiliate resources. And a member who searches.
 */
export const content = async () => {
  const [course] = await db.insert(courses).values({ name: 'Freelancing Basics', isPublished: true }).returning()
  const [draftCourse] = await db.insert(courses).values({ name: 'Freelancing Draft', isPublished: false }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit 1' }).returning()
  const [draftUnit] = await db.insert(units).values({ courseId: draftCourse.id, name: 'Unit D' }).returning()
  const [lesson] = await db.insert(lessons).values({ unitId: unit.id, name: 'Pricing your freelancing work' }).returning()
  await db.insert(lessons).values({ unitId: unit.id, name: 'Freelancing hidden lesson', isPublished: false })
  await db.insert(lessons).values({ unitId: draftUnit.id, name: 'Freelancing in a draft course' })
  const start = new Date('2024-05-06T10:00:00Z')
  const [event] = await db.insert(events).values({ title: 'Live freelancing Q&A', startsAt: start, endsAt: start }).returning()
  await db.insert(events).values({ title: 'Freelancing unpublished event', startsAt: start, endsAt: start, isPublished: false })
  const resource = (title: string, audience: 'member' | 'affiliate' | 'public') =>
    db.insert(resourceFiles).values({ title, category: 'pdf', fileUrl: 'x.pdf', audience }).returning()
  const [[memberResource], [publicResource]] = await Promise.all([
    resource('Freelancing checklist', 'member'),
    resource('Free freelancing guide', 'public'),
  ])
  await resource('Freelancing affiliate swipe file', 'affiliate')
  return { course, lesson, event, memberResource, publicResource, viewer: await createUser() }
}

/** Titles holding LIKE's wildcards and escape character literally, and look-alikes. */
export const wildcardTitles = async () => {
  await db.insert(courses).values([
    { name: '100% Client Retention', isPublished: true },
    { name: '1000 Clients', isPublished: true },
    { name: 'snake_case naming', isPublished: true },
    { name: 'snakeXcase naming', isPublished: true },
    { name: 'Back\\slash', isPublished: true },
  ])
  return { viewer: await createUser() }
}

/** 25 courses containing "growth" and one starting with it. */
export const manyMatches = async () => {
  await db.insert(courses).values(
    Array.from({ length: 25 }, (_, i) => ({ name: `Module on growth ${String(i).padStart(2, '0')}`, isPublished: true })),
  )
  await db.insert(courses).values({ name: 'Growth mindset', isPublished: true })
  return { viewer: await createUser() }
}
