// How DataTable sorts: the SortState its props speak, and the comparison TanStack's sorted row model
// runs (numbers and dates by value, text naturally: 'Batch 2' < 'Batch 10', blank values last).
import type { Row, SortingFn, SortingState } from '@tanstack/react-table'

/** The sort state of a table. */
export type SortState = { key: string; direction: 'asc' | 'desc' } | null

/** What a column sorts by (its sortValue, else the row's field). */
export type SortValue = string | number | boolean | Date | null | undefined

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Compares two non-blank values in ascending order. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date) a = a.getTime()
  if (b instanceof Date) b = b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
}

const isBlank = (v: unknown) => v === null || v === undefined || v === ''

/**
 * The sortingFn for a column sorted in `direction`. TanStack negates a sortingFn's answer for a
 * descending sort, so a blank value is ranked in advance to land last either way. (TanStack's own
 * `sortUndefined: 'last'` is not used: it only knows undefined, not null or '', and it answers 1
 * for two blanks, which shuffles rows that should keep their order.)
 */
export function blanksLastSortingFn<T>(direction: 'asc' | 'desc'): SortingFn<T> {
  const blankRank = direction === 'asc' ? 1 : -1
  return (rowA: Row<T>, rowB: Row<T>, columnId: string) => {
    const a = rowA.getValue<SortValue>(columnId)
    const b = rowB.getValue<SortValue>(columnId)
    if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? blankRank : -blankRank
    return compareSortValues(a, b)
  }
}

/** TanStack's sorting state for a SortState. */
export function toSortingState(sort: SortState): SortingState {
  return sort ? [{ id: sort.key, desc: sort.direction === 'desc' }] : []
}

/** The SortState for TanStack's sorting state (one column at most: multi-sort is off). */
export function fromSortingState(sorting: SortingState): SortState {
  const first = sorting[0]
  return first ? { key: first.id, direction: first.desc ? 'desc' : 'asc' } : null
}
