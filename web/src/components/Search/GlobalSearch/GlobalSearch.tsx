// The navbar search: typing opens the results panel; after a 300 ms pause the query goes into
// the address (?global=), the type filter into ?type=, and GlobalSearchCell runs globalSearch
// for them.
import { useEffect, useRef, useState } from 'react'
import clsx from 'clsx'
import { navigate, useLocation } from '@redwoodjs/router'
import { Icon } from '@/components/ui/Icon/Icon'
import { GlobalSearchCell, Loading as Searching } from '../GlobalSearchCell/GlobalSearchCell'
import { SEARCH_DEBOUNCE_MS, SEARCH_TYPES, withSearchQuery, withType, withTypeToggled, type SearchType } from '../search'

const TYPE_LABELS: Record<SearchType, string> = { course: 'Courses', event: 'Events', resource: 'Resources', lesson: 'Lessons' }

export function GlobalSearch({ role }: { role: string | null }) {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const global = params.get('global') ?? ''
  const type = (params.get('type') as SearchType | null) ?? null
  const [text, setText] = useState(global)
  const [open, setOpen] = useState(false)

  // The address changed under the box (a result opened, Back pressed): show what it now says.
  // After our own debounced update global equals the trimmed text, so typing is never undone.
  useEffect(() => {
    setText((current) => (current.trim() === global ? current : global))
  }, [global])
  const root = useRef<HTMLDivElement>(null)

  // The address is read when the change is applied, not when it was scheduled: the user may
  // have moved to another page during the debounce pause, and must stay there.
  const go = (change: (currentSearch: string) => string) =>
    navigate(`${window.location.pathname}${change(window.location.search)}`, { replace: true })

  // Debounce: only a pause in typing updates the address (and so runs the search).
  useEffect(() => {
    if (text.trim() === global) return
    const timer = setTimeout(() => go((current) => withSearchQuery(current, text)), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // Only typing schedules an update; `global` is read for the comparison above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])


  return (
    <div ref={root} className="relative w-full max-w-xl" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <div className="flex h-10 items-center rounded-lg bg-slate-100 ring-1 ring-inset ring-transparent focus-within:bg-white focus-within:ring-brand-500">
        <label htmlFor="global-search-type" className="sr-only">
          Search in
        </label>
        <select
          id="global-search-type"
          value={type ?? ''}
          onChange={(event) => go((current) => withType(current, (event.target.value || null) as SearchType | null))}
          className="h-full rounded-l-lg border-0 bg-transparent py-0 pl-3 pr-7 text-sm text-slate-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <option value="">All</option>
          {SEARCH_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="h-5 w-px bg-slate-300" />
        <Icon name="search" className="ml-3 h-4 w-4 shrink-0 text-slate-400" />
        <label htmlFor="global-search" className="sr-only">
          Search
        </label>
        <input
          id="global-search"
          type="search"
          role="combobox"
          aria-expanded={open && !!text.trim()}
          aria-controls="global-search-results"
          autoComplete="off"
          placeholder="Search courses, events, resources, lessons"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          className="h-full w-full border-0 bg-transparent px-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-0"
        />
      </div>
      {open && text.trim() && (
        <div
          id="global-search-results"
          className="absolute left-0 right-0 z-40 mt-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
            {SEARCH_TYPES.map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={type === t}
                onClick={() => go((current) => withTypeToggled(current, t))}
                className={clsx(
                  'rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  type === t ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {TYPE_LABELS[t]}
              </button>
            ))}
          </div>
          <div className="mt-3 max-h-80 overflow-y-auto" aria-live="polite">
            {text.trim() !== global ? (
              <Searching />
            ) : (
              <GlobalSearchCell query={global} type={type} role={role} onOpen={() => setOpen(false)} />
            )}
          </div>
        </div>
      )}
    </div>
  )
}
