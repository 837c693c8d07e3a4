// The search box above the non-members and archived users lists: part of a name, e-mail or Tribe
// ID, kept in the address (?search=), back to page 1 on a new search (ui/ListToolbar's ListSearch).
import { ListSearch } from '@/components/ui/ListToolbar/ListToolbar'

export function PeopleSearch({ label, search }: { label: string; search: string | null }) {
  return (
    <ListSearch
      id={label.toLowerCase().replace(/\W+/g, '-')}
      label={label}
      searchLabel={`Search ${label.toLowerCase()} by name, e-mail or Tribe ID`}
      placeholder="Search by name, e-mail or Tribe ID"
      search={search ?? ''}
      className="mb-4 flex w-full gap-2 sm:max-w-xl"
      inputClassName="flex-1"
    />
  )
}
