// Client-side sorting for DataTable: numbers and dates by value, text naturally ('Batch 2' < 'Batch 10').

/** The sort state of a table. */
export type SortState = { key: string; direction: 'asc' | 'desc' } | null

type Sortable = string | number | boolean | Date | null | undefined

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compare(a: Sortable, b: Sortable): number {
  // Blank values never reach here: sortRows puts them last in either direction.
  if (a instanceof Date) a = a.getTime()
  if (b instanceof Date) b = b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
}

const isBlank = (v: Sortable) => v === null || v === undefined || v === ''

/** A sorted copy of `rows`; blank values always sort last. */
export function sortRows<T>(rows: readonly T[], sort: SortState, valueOf: (row: T, key: string) => Sortable): T[] {
  if (!sort) return [...rows]
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...rows].sort((x, y) => {
    const a = valueOf(x, sort.key)
    const b = valueOf(y, sort.key)
    if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1
    return sign * compare(a, b)
  })
}

/** The next sort after a header click: a new column sorts ascending, the same column toggles. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: 'asc' }
}
