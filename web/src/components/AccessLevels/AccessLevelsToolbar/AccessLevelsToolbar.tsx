// Above the access levels table: a name or label search kept in the address (?search=), like the table's page and
// sort; a new search goes back to page 1 in the same navigation.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function AccessLevelsToolbar({ search }: { search: string }) {
  return <ListToolbar id="access-levels" label="Access levels" searchLabel="Search access levels by name or label" placeholder="Search by name or label" search={search} />
}
