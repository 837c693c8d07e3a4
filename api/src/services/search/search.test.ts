import { describe, expect, it } from 'vitest'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { escapeLike, globalSearch } from './search'
import { content, manyMatches, wildcardTitles } from './search.scenarios'

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

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})
