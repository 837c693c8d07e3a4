import { describe, expect, it } from 'vitest'
import { courses, events, lessons, resourceFiles, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { currentUserFor, insertUser, runGraphql } from '../../test/fixtures'
import { asUser, scenario } from '../../test/scenario'
import { escapeLike, globalSearch } from './search'

async function content() {
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
  return { course, lesson, event, memberResource, publicResource, viewer: await currentUserFor((await insertUser()).id) }
}

describe('globalSearch', () => {
  scenario(
    'matches titles case-insensitively, prefix matches first, published member content only; lessons carry their course',
    content,
    async ({ course, lesson, event, memberResource, publicResource, viewer }) => {
      const hits = await asUser(viewer, () => globalSearch({ query: 'FREELANCING' }))
      expect(hits).toEqual([
        // Titles starting with the query, shorter first ...
        { title: 'Freelancing Basics', type: 'course', id: course.id, subId: null },
        { title: 'Freelancing checklist', type: 'resource', id: memberResource.id, subId: null },
        // ... then titles containing it.
        { title: 'Live freelancing Q&A', type: 'event', id: event.id, subId: null },
        { title: 'Free freelancing guide', type: 'resource', id: publicResource.id, subId: null },
        { title: 'Pricing your freelancing work', type: 'lesson', id: lesson.id, subId: course.id },
      ])
    },
  )

  scenario(
    'filters by type, and refuses an unknown type with BAD_USER_INPUT',
    content,
    async ({ lesson, course, viewer }) => {
      expect(await asUser(viewer, () => globalSearch({ query: 'freelancing', type: 'lesson' }))).toEqual([
        { title: 'Pricing your freelancing work', type: 'lesson', id: lesson.id, subId: course.id },
      ])
      const result = await runGraphql(viewer, 'query($q: String!, $t: String) { globalSearch(query: $q, type: $t) { id } }', {
        q: 'freelancing',
        t: 'video',
      })
      expect(result.errors?.[0]).toMatchObject({
        message: 'Unknown search type "video": use one of course, event, resource, lesson.',
        extensions: { code: 'BAD_USER_INPUT', properties: { messages: { type: ['Must be one of course, event, resource, lesson'] } } },
      })
    },
  )

  scenario(
    'treats % and _ literally, and answers [] for a blank query',
    async () => {
      await db.insert(courses).values([
        { name: '100% Client Retention', isPublished: true },
        { name: '1000 Clients', isPublished: true },
        { name: 'snake_case naming', isPublished: true },
        { name: 'snakeXcase naming', isPublished: true },
        { name: 'Back\\slash', isPublished: true },
      ])
      return { viewer: await currentUserFor((await insertUser()).id) }
    },
    async ({ viewer }) => {
      const titles = async (query: string) => (await asUser(viewer, () => globalSearch({ query }))).map((hit) => hit.title)
      expect(await titles('100%')).toEqual(['100% Client Retention'])
      expect(await titles('%')).toEqual(['100% Client Retention'])
      expect(await titles('snake_case')).toEqual(['snake_case naming'])
      expect(await titles('k\\s')).toEqual(['Back\\slash'])
      expect(await titles('   ')).toEqual([])
    },
  )

  scenario(
    'answers at most 20, prefix matches kept ahead of the cut',
    async () => {
      await db.insert(courses).values(
        Array.from({ length: 25 }, (_, i) => ({ name: `Module on growth ${String(i).padStart(2, '0')}`, isPublished: true })),
      )
      await db.insert(courses).values({ name: 'Growth mindset', isPublished: true })
      return { viewer: await currentUserFor((await insertUser()).id) }
    },
    async ({ viewer }) => {
      const hits = await asUser(viewer, () => globalSearch({ query: 'growth' }))
      expect(hits).toHaveLength(20)
      expect(hits[0].title).toBe('Growth mindset')
      expect(hits[1].title).toBe('Module on growth 00')
    },
  )

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})
