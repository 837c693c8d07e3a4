// Above a catalog table: a filter select and a search box, both in the address (?status=, ?search=)
// like the table's page and sort; a change goes back to page 1 in the same navigation.
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

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
  return (
    <ListToolbar
      id={id}
      label={label}
      searchLabel={`Search ${label.toLowerCase()}`}
      placeholder={placeholder}
      search={search}
      layout="row"
      filters={filters && <FilterSelect id={`${id}-status`} label="Show" param="status" value={status} options={filters} className="sm:w-56" />}
    />
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
