// Above the affiliates table: a search (name, e-mail or code), the status and the order, each kept
// in the address (?search=, ?status=, ?sort=) and going back to page 1.
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ListSearch } from '@/components/ui/ListToolbar/ListToolbar'
import { AFFILIATE_SORT_OPTIONS, AFFILIATE_STATUS_OPTIONS } from '../affiliateStaff'

export function AdminAffiliatesToolbar({ search, status, sort }: { search: string; status: string | null; sort: string | null }) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid grid-cols-2 gap-3 lg:w-1/2">
        <FilterSelect id="affiliates-status" label="Status" param="status" value={status} options={AFFILIATE_STATUS_OPTIONS} all="Every status" compact />
        <FilterSelect id="affiliates-sort" label="Sort by" param="sort" value={sort} options={AFFILIATE_SORT_OPTIONS} all="Newest" compact />
      </div>
      <ListSearch
        id="affiliates"
        label="Affiliates"
        searchLabel="Search affiliates by name, e-mail or code"
        placeholder="Search by name, e-mail or code"
        search={search}
        className="flex w-full gap-2 lg:w-auto"
        inputClassName="lg:w-72"
      />
    </div>
  )
}
