// Above the billing lists (/subscriptions, /payment): select filters and a member search, all in the
// address (?validity=, ?payment=, ?bills=, ?search=); a change goes back to page 1.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'

export type ToolbarFilter = { param: string; label: string; value: string; options: readonly string[] }

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** The filter value from the address, or the default when missing or unknown. */
export function parseFilter<T extends string>(raw: string | null, options: readonly T[], fallback: T): T {
  return options.includes(raw as T) ? (raw as T) : fallback
}

export function BillingToolbar({ filters, search, label }: { filters: ToolbarFilter[]; search: string; label: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-wrap gap-3">
        {filters.map((filter) => (
          <div key={filter.param} className="w-full sm:w-44">
            <label htmlFor={`filter-${filter.param}`} className="mb-1.5 block text-sm font-medium text-slate-700">
              {filter.label}
            </label>
            <select
              id={`filter-${filter.param}`}
              value={filter.value}
              onChange={(event) => setQueryParams({ [filter.param]: event.target.value, page: null })}
              className={controlClass(false)}
            >
              {filter.options.map((option) => (
                <option key={option} value={option}>
                  {capitalise(option)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <form role="search" aria-label={label} onSubmit={onSearch} className="flex w-full gap-2 lg:w-auto">
        <label htmlFor="billing-search" className="sr-only">
          Search by member
        </label>
        <input
          id="billing-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by member"
          className={`${controlClass(false)} min-w-0 lg:w-64`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  )
}
