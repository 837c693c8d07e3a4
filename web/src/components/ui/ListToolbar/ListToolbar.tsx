// Above an admin list: the search box and the filters, all kept in the address (?search=, ?status= ...)
// like the table's page and sort, so a reload or a shared link shows the same list. A new search or
// filter goes back to page 1 in the same navigation. The domains pass their words and filters; the
// layouts are named here (with whole class names, so Tailwind finds them) rather than per domain.
import { useState, type FormEvent, type ReactNode } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '../Button/Button'
import { controlClass } from '../Form/FieldShell'

export type ListSearchProps = {
  /** The base of the ids: `${id}-search`. */
  id: string
  /** The search form's name, e.g. 'Courses'. */
  label: string
  /** The box's hidden label, e.g. 'Search courses by name'. */
  searchLabel: string
  placeholder: string
  /** The search in the address now. */
  search: string
  maxLength?: number
  /** What a search writes to the address; by default ?search= and back to page 1. */
  toParams?: (search: string | null) => Record<string, string | number | null>
  /** Instead of the address: what a search does (look up accounts, say). */
  onSearch?: (search: string | null) => void
  /** The button's word (Search) and whether it spins. */
  submitLabel?: string
  loading?: boolean
  className?: string
  inputClassName?: string
}

const searchParams = (search: string | null) => ({ search, page: null })

/** The role="search" form on its own: the box and its Search button. */
export function ListSearch({ id, label, searchLabel, placeholder, search, maxLength = 100, toParams = searchParams, onSearch, submitLabel = 'Search', loading, className, inputClassName }: ListSearchProps) {
  const [text, setText] = useState(search)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (onSearch) onSearch(text.trim() || null)
    else setQueryParams(toParams(text.trim() || null))
  }
  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={className}>
      <label htmlFor={`${id}-search`} className="sr-only">
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className={`${controlClass(false)} min-w-0 ${inputClassName ?? ''}`}
      />
      <Button type="submit" variant="secondary" loading={loading}>
        {submitLabel}
      </Button>
    </form>
  )
}

/**
 * How the toolbar sits: `search` alone on the left, `searchEnd` alone on the right; `row` puts the
 * filters left and the search right from the sm breakpoint (bottoms aligned, for labelled selects),
 * `rowCentered` the same centred (for segment buttons), `wideRow` only from lg (two or more selects).
 */
const LAYOUTS = {
  search: { row: null, form: 'mb-4 flex w-full gap-2 sm:max-w-md', input: '' },
  searchEnd: { row: null, form: 'mb-4 flex w-full gap-2 sm:w-auto sm:justify-end', input: 'sm:w-72' },
  row: { row: 'mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', form: 'flex w-full gap-2 sm:w-auto', input: 'sm:w-64' },
  rowCentered: { row: 'mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', form: 'flex w-full gap-2 sm:w-auto', input: 'sm:w-64' },
  wideRow: { row: 'mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between', form: 'flex w-full gap-2 lg:w-auto', input: 'lg:w-64' },
} as const

export type ListToolbarLayout = keyof typeof LAYOUTS

type ListToolbarProps = Omit<ListSearchProps, 'className' | 'inputClassName' | 'onSearch' | 'submitLabel' | 'loading'> & {
  layout?: ListToolbarLayout
  /** The filters left of the search (above it on phones); a row layout keeps its place when there are none. */
  filters?: ReactNode
}

/** The search box, with the list's filters beside it in one of the named layouts. */
export function ListToolbar({ layout = 'search', filters, ...search }: ListToolbarProps) {
  const { row, form, input } = LAYOUTS[layout]
  const box = <ListSearch {...search} className={form} inputClassName={input} />
  if (!row) return box
  return (
    <div className={row}>
      {filters ?? <div />}
      {box}
    </div>
  )
}
