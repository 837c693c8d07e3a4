// Tabs, pagers and tables keep their state in the address so a reload or a shared link shows the same view.
import { navigate, useLocation } from '@redwoodjs/router'
import { useCallback } from 'react'

/** Options when writing a query parameter. */
export type SetQueryParamOptions = { replace?: boolean }

/**
 * Sets (or with null or '' removes) several query parameters in one navigation, keeping the others:
 * a table that changes its sort and goes back to page 1 adds one history entry, not two.
 */
export function setQueryParams(changes: Record<string, string | number | null>, options: SetQueryParamOptions = {}) {
  // Read the address at call time: two setters in one render must not overwrite each other.
  const params = new URLSearchParams(window.location.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  const query = params.toString()
  navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: options.replace })
}

/** The value of `?name=` in the current address and a setter (null removes it). Needs the Router. */
export function useQueryParam(name: string): [string | null, (value: string | number | null, options?: SetQueryParamOptions) => void] {
  const { search } = useLocation()
  const value = new URLSearchParams(search).get(name)
  const setValue = useCallback(
    (next: string | number | null, options: SetQueryParamOptions = {}) => setQueryParams({ [name]: next }, options),
    [name],
  )
  return [value, setValue]
}
