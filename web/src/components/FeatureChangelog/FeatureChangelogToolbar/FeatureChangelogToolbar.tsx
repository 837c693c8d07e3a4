// Above the changelog table: All / Published / Drafts and a title search, kept in the address
// (?status=, ?search=) like the table's page and sort; a change goes back to page 1.
import clsx from 'clsx'
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'

export const CHANGELOG_FILTERS = [
  { value: null, label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
] as const
export type ChangelogStatus = 'published' | 'draft'

/** ?status= as one of the list's filters (null: all). */
export function parseChangelogStatus(raw: string | null): ChangelogStatus | null {
  return raw === 'published' || raw === 'draft' ? raw : null
}

export function FeatureChangelogToolbar({ status, search }: { status: ChangelogStatus | null; search: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Show entries" className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto">
        {CHANGELOG_FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => setQueryParams({ status: filter.value, page: null })}
            className={clsx(
              'flex-1 rounded-md px-4 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none',
              status === filter.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <form role="search" aria-label="Changelog entries" onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
        <label htmlFor="changelog-search" className="sr-only">
          Search entries by title
        </label>
        <input
          id="changelog-search"
          type="search"
          value={text}
          maxLength={200}
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
