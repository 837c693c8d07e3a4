// Above the resource files table: filter by category (the spec's table) and audience, and search
// titles. All three live in the address (?category=, ?audience=, ?search=) like the table's page and
// sort, and a change goes back to page 1 in the same navigation.
import { useState, type FormEvent } from 'react'
import { FILE_CATEGORIES } from '@common/files'
import { RESOURCE_AUDIENCES, RESOURCE_AUDIENCE_LABELS } from '@common/validation/resources'
import { setQueryParams } from '@/lib/useQueryParam'
import { categoryLabel } from '@/lib/resourceCategories'
import { Button } from '@/components/ui/Button/Button'

const SELECT =
  'block w-full rounded-lg border-0 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500'

/** A value of the list or null (an unknown ?category= is ignored rather than refused). */
export function parseChoice<T extends string>(raw: string | null, choices: readonly T[]): T | null {
  return (choices as readonly string[]).includes(raw ?? '') ? (raw as T) : null
}

export function ResourceFilesToolbar({ category, audience, search }: { category: string | null; audience: string | null; search: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div>
          <label htmlFor="resource-category" className="mb-1 block text-xs font-medium text-slate-600">
            Category
          </label>
          <select
            id="resource-category"
            value={category ?? ''}
            onChange={(event) => setQueryParams({ category: event.target.value || null, page: null })}
            className={SELECT}
          >
            <option value="">All categories</option>
            {FILE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="resource-audience" className="mb-1 block text-xs font-medium text-slate-600">
            Audience
          </label>
          <select
            id="resource-audience"
            value={audience ?? ''}
            onChange={(event) => setQueryParams({ audience: event.target.value || null, page: null })}
            className={SELECT}
          >
            <option value="">All audiences</option>
            {RESOURCE_AUDIENCES.map((value) => (
              <option key={value} value={value}>
                {RESOURCE_AUDIENCE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <form role="search" aria-label="Resource files" onSubmit={onSearch} className="flex w-full gap-2 lg:w-auto">
        <label htmlFor="resource-search" className="sr-only">
          Search resources by title
        </label>
        <input
          id="resource-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by title"
          className="block w-full min-w-0 rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500 lg:w-64"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  )
}
