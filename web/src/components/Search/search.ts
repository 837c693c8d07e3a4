// Global search: where a result goes (docs/product.md, "search") and how the query lives in the URL
// (?global= and ?type=), so a search can be shared and survives a reload.
import type { GlobalSearchQuery } from '@/types/graphql'
import { isMemberSide } from '@/lib/roleGroups'

export const SEARCH_TYPES = ['course', 'event', 'resource', 'lesson'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
export const SEARCH_DEBOUNCE_MS = 300

/** One hit of globalSearch: subId is the course of a lesson. */
export type SearchResult = GlobalSearchQuery['globalSearch'][number]

export function searchResultHref(result: Pick<SearchResult, 'type' | 'id' | 'subId'>, role: string | null): string {
  const learner = isMemberSide(role)
  switch (result.type) {
    case 'course':
      return learner ? `/courses/my-courses/${result.id}` : `/courses/${result.id}`
    case 'event':
      return learner ? `/events/my-events/${result.id}` : `/events/${result.id}`
    case 'resource':
      return learner ? `/resources/my-resources/${result.id}` : `/resource-files/${result.id}`
    case 'lesson':
      return learner ? `/courses/my-courses/${result.subId}/${result.id}` : `/lesson/${result.id}`
    default:
      return '/'
  }
}

/** The search part of the URL with the query placed (or, when cleared, global and type removed). */
export function withSearchQuery(search: string, query: string): string {
  const params = new URLSearchParams(search)
  if (query.trim()) {
    params.set('global', query.trim())
  } else {
    params.delete('global')
    params.delete('type')
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The search part of the URL with the type filter set (or removed for null). */
export function withType(search: string, type: SearchType | null): string {
  const params = new URLSearchParams(search)
  if (type) params.set('type', type)
  else params.delete('type')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Clicking a type chip selects it, or clears the filter when it was already selected. */
export function withTypeToggled(search: string, type: SearchType): string {
  return withType(search, new URLSearchParams(search).get('type') === type ? null : type)
}
