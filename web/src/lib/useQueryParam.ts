// Tabs and pagers keep their state in the address so a reload or a shared link shows the same view.
import { navigate, useLocation } from '@redwoodjs/router'
import { useCallback } from 'react'

/** Options when writing a query parameter. */
export type SetQueryParamOptions = { replace?: boolean }

/** The value of `?name=` in the current address and a setter (null removes it). Needs the Router. */
export function useQueryParam(name: string): [string | null, (value: string | number | null, options?: SetQueryParamOptions) => void] {
  const { search } = useLocation()
  const value = new URLSearchParams(search).get(name)
  const setValue = useCallback(
    (next: string | number | null, options: SetQueryParamOptions = {}) => {
      // Read the address at call time: two setters in one render must not overwrite each other.
      const params = new URLSearchParams(window.location.search)
      if (next === null || next === '') params.delete(name)
      else params.set(name, String(next))
      const query = params.toString()
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: options.replace })
    },
    [name],
  )
  return [value, setValue]
}
