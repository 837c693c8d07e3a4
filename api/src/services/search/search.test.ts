import { describe, expect, it } from 'vitest'
import { runGraphql } from '../../test/graphql'
import { grantAccessLevel } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { globalSearch } from './search'
import { access, content, manyMatches, wildcardTitles } from './search.scenarios'
import { escapeLike } from '../../lib/sql'

/** What `userId` finds for "career", acting as `role` (their default otherwise), as type:id pairs in order. */
async function careerHits(userId: number, type?: string) {
  const user = await currentUserFor(userId)
  const hits = await asUser(user, () => globalSearch({ query: 'career', type }))
  return hits.map((hit) => `${hit.type}:${hit.title}${hit.subId ? `@${hit.subId}` : ''}`).sort()
}

describe('globalSearch', () => {
  scenario(
    'matches titles case-insensitively, prefix matches first, published member content only; lessons carry their course',
    content,
    async ({ course, lesson, event, memberResource, publicResource, ...rows }) => {
      const viewer = await currentUserFor(rows.viewer.id)
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
    async ({ lesson, course, ...rows }) => {
      const viewer = await currentUserFor(rows.viewer.id)
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
    wildcardTitles,
    async (rows) => {
      const viewer = await currentUserFor(rows.viewer.id)
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
    manyMatches,
    async (rows) => {
      const viewer = await currentUserFor(rows.viewer.id)
      const hits = await asUser(viewer, () => globalSearch({ query: 'growth' }))
      expect(hits).toHaveLength(20)
      expect(hits[0].title).toBe('Growth mindset')
      expect(hits[1].title).toBe('Module on growth 00')
    },
  )

  describe('answers only what the caller may open, by the rule of the page the result links to', () => {
    scenario(
      'a member: the live courses and lessons of their own products, published member and public events and resources',
      access,
      async ({ member, courseA, lessonA }) => {
        // Product B's course and lesson would open "Course not found ... not part of your membership".
        expect(await careerHits(member.id)).toEqual([
          'course:Career A',
          'event:Career night',
          'event:Career open house',
          `lesson:Career lesson A@${courseA.id}`,
          'resource:Career guide',
          'resource:Career workbook',
        ])
        expect(await careerHits(member.id, 'course')).toEqual(['course:Career A'])
        expect(await careerHits(member.id, 'lesson')).toEqual([`lesson:Career lesson A@${courseA.id}`])
        expect(lessonA.id).toBeGreaterThan(0)
      },
    )

    scenario('a member whose subscription expired: public events and resources only', access, async ({ expired }) => {
      expect(await careerHits(expired.id)).toEqual(['event:Career open house', 'resource:Career guide'])
    })

    scenario(
      'a non-member: the live member content the membership gate stands in front of (every result opens the gate, never "not found")',
      access,
      async ({ nonMember, courseA, courseB }) => {
        expect(await careerHits(nonMember.id)).toEqual([
          'course:Career A',
          'course:Career B',
          'event:Career night',
          'event:Career open house',
          `lesson:Career lesson A@${courseA.id}`,
          `lesson:Career lesson B@${courseB.id}`,
          'resource:Career guide',
          'resource:Career workbook',
        ])
      },
    )

    scenario(
      'staff: every published row of the kinds whose back-office page their level opens (course, lesson, event, resourceFile), whatever its audience',
      access,
      async ({ contentStaff, communityStaff, courseA, courseB }) => {
        expect(await careerHits(contentStaff.id)).toEqual([
          'course:Career A',
          'course:Career B',
          'event:Career affiliate call',
          'event:Career night',
          'event:Career open house',
          `lesson:Career lesson A@${courseA.id}`,
          `lesson:Career lesson B@${courseB.id}`,
          'resource:Career guide',
          'resource:Career swipe file',
          'resource:Career workbook',
        ])
        // A level without those pages would land on Access Restricted: it finds nothing.
        expect(await careerHits(communityStaff.id)).toEqual([])
      },
    )

    scenario('a member acting as their staff level is answered by that level, and back as a member by theirs', access, async ({ member, courseA }) => {
      await grantAccessLevel(member.id, { name: 'expert', pageAccess: { home: true, course: true } })
      const asExpert = await currentUserFor(member.id, { role: 'expert' })
      expect((await asUser(asExpert, () => globalSearch({ query: 'career' }))).map((hit) => hit.title).sort()).toEqual(['Career A', 'Career B'])
      expect(await careerHits(member.id, 'course')).toEqual(['course:Career A'])
      expect(courseA.id).toBeGreaterThan(0)
    })

    scenario('answers in one statement whatever the callers rules', access, async ({ member, nonMember, contentStaff }) => {
      for (const id of [member.id, nonMember.id, contentStaff.id]) {
        const user = await currentUserFor(id)
        const { count, result } = await countStatements(() => asUser(user, () => globalSearch({ query: 'career' })))
        expect(result.length).toBeGreaterThan(0)
        expect(count).toBe(1)
      }
    })
  })

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})
