// The filter and sort lists of the learner pages (docs/product.md, "learning") and how they live in the
// address: `?filter=`, `?sort=`, `?category=`, so a reload or a shared link shows the same list.
// The default value is left out of the address; any unknown value reads as the default.
import { useLocation } from '@redwoodjs/router'
import { setQueryParams } from '@/lib/useQueryParam'

export type ListOption<V extends string = string> = { value: V; label: string }

export const COURSE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'watching', label: 'Watching' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly ListOption[]

export const COURSE_SORTS = [
  { value: 'recent', label: 'Recent' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly ListOption[]

export const EVENT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'recurring', label: 'Recurring' },
] as const satisfies readonly ListOption[]

export type CourseFilter = (typeof COURSE_FILTERS)[number]['value']
export type CourseSort = (typeof COURSE_SORTS)[number]['value']
export type EventFilter = (typeof EVENT_FILTERS)[number]['value']

/** The option named by `raw`, else the first (the default). */
export function pickOption<V extends string>(raw: string | null | undefined, options: readonly ListOption<V>[]): V {
  return options.find((option) => option.value === raw)?.value ?? options[0].value
}

/** A list's page from `?page=` (1 when missing or not a positive whole number). */
export function pickPage(raw: string | null | undefined): number {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1
}

/**
 * The option in `?name=` and a setter that writes it (the default removes the parameter) and goes
 * back to page 1 in the same navigation: page 3 of "all" means nothing under "completed".
 */
export function useListOption<V extends string>(name: string, options: readonly ListOption<V>[]): [V, (value: V) => void] {
  const { search } = useLocation()
  const value = pickOption(new URLSearchParams(search).get(name), options)
  const setValue = (next: V) => setQueryParams({ [name]: next === options[0].value ? null : next, page: null })
  return [value, setValue]
}

/** The page in `?page=`. */
export function usePageNumber(): number {
  const { search } = useLocation()
  return pickPage(new URLSearchParams(search).get('page'))
}
