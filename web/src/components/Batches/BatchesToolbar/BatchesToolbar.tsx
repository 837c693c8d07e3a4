// Above the batches table: a search by name kept in the address (?search=), like the table's page
// and sort; a new search goes back to page 1 in the same navigation.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function BatchesToolbar({ search }: { search: string }) {
  return <ListToolbar id="batches" label="Batches" searchLabel="Search batches by name" placeholder="Search by name" search={search} />
}
