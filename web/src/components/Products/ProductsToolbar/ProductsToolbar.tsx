// Above a catalog table: a filter select and a search box, both in the address (?status=, ?search=)
// like the table's page and sort; a change goes back to page 1 in the same navigation.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'

export type FilterOption = { value: string; label: string }

export function ProductsToolbar({ id, label, status, search, filters, placeholder }: {
  id: string
  /** What the search looks through, e.g. 'Products'. */
  label: string
  status: string | null
  search: string
  filters?: FilterOption[]
  placeholder: string
}) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      {filters ? (
        <div className="sm:w-56">
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Show
          </label>
          <select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => setQueryParams({ status: event.target.value || null, page: null })}
            className={controlClass(false)}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div />
      )}
      <form role="search" aria-label={label} onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search {label.toLowerCase()}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`${controlClass(false)} min-w-0 sm:w-64`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  )
}

/** The product list's filter: all, active, expired (deactivated). */
export const PRODUCT_FILTERS: FilterOption[] = [
  { value: '', label: 'All products' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired (deactivated)' },
]

export const FUNNEL_FILTERS: FilterOption[] = [
  { value: '', label: 'All funnels' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
]

/** A filter value from the address, or null when it is not one of `filters`. */
export const parseFilter = (value: string | null | undefined, filters: FilterOption[]) =>
  value && filters.some((option) => option.value === value) ? value : null
