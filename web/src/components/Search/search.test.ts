import { describe, expect, it } from 'vitest'
import { searchResultHref, withSearchQuery, withType, withTypeToggled } from './search'

const result = (type: string) => ({ title: 'T', type, id: 5, subId: 2 })

describe('search result links', () => {
  it('sends members and non-members to their own pages', () => {
    for (const role of ['member', 'non-member']) {
      expect(searchResultHref(result('course'), role)).toBe('/courses/my-courses/5')
      expect(searchResultHref(result('event'), role)).toBe('/events/my-events/5')
      expect(searchResultHref(result('resource'), role)).toBe('/resources/my-resources/5')
      expect(searchResultHref(result('lesson'), role)).toBe('/courses/my-courses/2/5')
    }
  })

  it('sends other roles to the admin pages', () => {
    expect(searchResultHref(result('course'), 'team-lead')).toBe('/courses/5')
    expect(searchResultHref(result('event'), 'team-lead')).toBe('/events/5')
    expect(searchResultHref(result('resource'), 'team-lead')).toBe('/resource-files/5')
    expect(searchResultHref(result('lesson'), 'team-lead')).toBe('/lesson/5')
  })

  it('sends unknown types home', () => {
    expect(searchResultHref(result('podcast'), 'member')).toBe('/')
  })
})

describe('search in the URL', () => {
  it('puts the query in global and keeps other parameters', () => {
    expect(withSearchQuery('?page=2', 'zoom basics')).toBe('?page=2&global=zoom+basics')
  })

  it('removes global and type when cleared', () => {
    expect(withSearchQuery('?global=zoom&type=course&page=2', '  ')).toBe('?page=2')
    expect(withSearchQuery('?global=zoom', '')).toBe('')
  })

  it('sets and clears the type from the dropdown', () => {
    expect(withType('?global=zoom', 'course')).toBe('?global=zoom&type=course')
    expect(withType('?global=zoom&type=course', null)).toBe('?global=zoom')
  })

  it('toggles the type chip', () => {
    expect(withTypeToggled('?global=zoom', 'event')).toBe('?global=zoom&type=event')
    expect(withTypeToggled('?global=zoom&type=event', 'event')).toBe('?global=zoom')
    expect(withTypeToggled('?global=zoom&type=event', 'lesson')).toBe('?global=zoom&type=lesson')
  })
})
