// Which columns a person chose to see, remembered per page path in one localStorage entry.
import { useCallback, useState } from 'react'
import { readJson, writeJson } from '../../lib/storage'

/** The localStorage key holding every page's visible columns: { [path]: columnKey[] }. */
export const TABLE_COLUMNS_STORAGE_KEY = 'tableColumns'

type Stored = Record<string, string[]>

/** The visible column keys (stored choice filtered to existing columns; all when none remain). */
export function resolveVisible(allKeys: string[], stored: string[] | undefined): string[] {
  const visible = (stored ?? allKeys).filter((k) => allKeys.includes(k))
  return visible.length > 0 ? visible : allKeys
}

/** Visible columns for `path` and a toggle that saves the choice; hiding the last one shows all again. */
export function useColumnPreferences(path: string, allKeys: string[]): [string[], (key: string) => void] {
  const [stored, setStored] = useState<string[] | undefined>(() => readJson<Stored>(TABLE_COLUMNS_STORAGE_KEY, {})[path])
  const visible = resolveVisible(allKeys, stored)

  const toggle = useCallback(
    (key: string) => {
      const next = resolveVisible(allKeys, visible.includes(key) ? visible.filter((k) => k !== key) : [...visible, key])
      const all = readJson<Stored>(TABLE_COLUMNS_STORAGE_KEY, {})
      writeJson(TABLE_COLUMNS_STORAGE_KEY, { ...all, [path]: allKeys.filter((k) => next.includes(k)) })
      setStored(next)
    },
    [allKeys, path, visible],
  )
  return [visible, toggle]
}
