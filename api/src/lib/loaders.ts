// Per-request DataLoaders: relation resolvers batch their lookups instead of querying per row.
import DataLoader from 'dataloader'
import { context } from './context'

/**
 * The request's loader named `name`, created on first use with `batch`.
 * `batch` receives every key asked for in one tick and answers in the same order.
 */
export function loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>) {
  const loaders = context().loaders
  let existing = loaders.get(name) as DataLoader<K, V> | undefined
  if (!existing) {
    existing = new DataLoader<K, V>(batch)
    loaders.set(name, existing)
  }
  return existing
}

/** Orders rows to match keys (null where no row), the shape DataLoader needs. */
export function byKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]))
  return keys.map((key) => map.get(key) ?? null)
}

/** Groups rows per key (empty list where none). */
export function groupByKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const map = new Map<K, R[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
  }
  return keys.map((key) => map.get(key) ?? [])
}
