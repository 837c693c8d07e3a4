// Above the events table: the Event filter of spec part 1 section 4 (all, incoming, past) and a title
// search. Both live in the address (?filter=, ?search=) like the table's page and sort, and a change
// goes back to page 1 in the same navigation.
import clsx from 'clsx'
import { useState, type FormEvent } from 'react'
import { EVENT_FILTERS, type EventFilter } from '@common/validation/events'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'

const FILTER_LABELS: Record<EventFilter, string> = { all: 'All', incoming: 'Incoming', past: 'Past' }

/** ?filter= as one of the list's filters ('all' when absent or unknown). */
export function parseEventFilter(raw: string | null): EventFilter {
  return (EVENT_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as EventFilter) : 'all'
}

export function EventsToolbar({ filter, search }: { filter: EventFilter; search: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Show events" className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto">
        {EVENT_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setQueryParams({ filter: value === 'all' ? null : value, page: null })}
            className={clsx(
              'flex-1 rounded-md px-4 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none',
              filter === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </div>
      <form role="search" aria-label="Events" onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
        <label htmlFor="events-search" className="sr-only">
          Search events by title
        </label>
        <input
          id="events-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by title"
          className="block w-full min-w-0 rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500 sm:w-64"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  )
}
