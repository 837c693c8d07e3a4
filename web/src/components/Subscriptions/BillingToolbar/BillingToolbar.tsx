// Above the billing lists (/subscriptions, /payment): select filters and a member search, all in the
// address (?validity=, ?payment=, ?bills=, ?search=); a change goes back to page 1.
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export type ToolbarFilter = { param: string; label: string; value: string; options: readonly string[] }

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** The filter value from the address, or the default when missing or unknown. */
export function parseFilter<T extends string>(raw: string | null, options: readonly T[], fallback: T): T {
  return options.includes(raw as T) ? (raw as T) : fallback
}

export function BillingToolbar({ filters, search, label }: { filters: ToolbarFilter[]; search: string; label: string }) {
  const selects = (
    <div className="flex flex-wrap gap-3">
      {filters.map((filter) => (
        <FilterSelect
          key={filter.param}
          id={`filter-${filter.param}`}
          label={filter.label}
          param={filter.param}
          value={filter.value}
          options={filter.options.map((option) => ({ value: option, label: capitalise(option) }))}
          className="w-full sm:w-44"
        />
      ))}
    </div>
  )
  return <ListToolbar id="billing" label={label} searchLabel="Search by member" placeholder="Search by member" search={search} layout="wideRow" filters={selects} />
}
