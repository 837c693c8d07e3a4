// Which columns a person chose to see, remembered per page path in one localStorage entry.
import { useCallback, useState } from 'react'
import { readJson, writeJson } from '@/lib/storage'

/** The localStorage key holding every page's visible columns: { [path]: columnKey[] }. */
export const TABLE_COLUMNS_STORAGE_KEY = 'tableColumns'

type Stored = Record<string, string[]>

/** The visible column keys (stored choice filtered to existing columns; all when none remain). */
export function resolveVisible(allKeys: string[], stored: string[] | undefined): string[] {
  const visible = (stored ?? allKeys).filter((k) => allKeys.includes(k))
  return visible.length > 0 ? visible : allKeys
}

/** Visible columns for `path` and a setter that saves the choice; hiding every column shows all again. */
export function useColumnPreferences(path: string, allKeys: string[]): [string[], (keys: string[]) => void] {
  const readFor = (p: string) => readJson<Stored>(TABLE_COLUMNS_STORAGE_KEY, {})[p]
  const [saved, setSaved] = useState<{ path: string; keys: string[] | undefined }>(() => ({ path, keys: readFor(path) }))
  // The same table can move to another page (e.g. /products/1 -> /products/2 reuses the page
  // component): read that page's own choice instead of carrying the previous one over.
  let stored = saved.keys
  if (saved.path !== path) {
    stored = readFor(path)
    setSaved({ path, keys: stored })
  }
  const visible = resolveVisible(allKeys, stored)

  const save = useCallback(
    (keys: string[]) => {
      const next = resolveVisible(allKeys, keys)
      const all = readJson<Stored>(TABLE_COLUMNS_STORAGE_KEY, {})
      writeJson(TABLE_COLUMNS_STORAGE_KEY, { ...all, [path]: allKeys.filter((k) => next.includes(k)) })
      setSaved({ path, keys: next })
    },
    [allKeys, path],
  )
  return [visible, save]
}
