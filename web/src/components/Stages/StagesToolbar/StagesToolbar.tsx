// Above the stages table: a name search kept in the address (?search=), like the table's page and
// sort; a new search goes back to page 1 in the same navigation.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function StagesToolbar({ search }: { search: string }) {
  return <ListToolbar id="stages" label="Stages" searchLabel="Search stages by name" placeholder="Search by name" search={search} />
}
