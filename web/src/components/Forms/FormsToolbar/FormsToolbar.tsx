// Above the forms table: a title or slug search kept in the address (?search=), like the table's
// page and sort; a new search goes back to page 1 in the same navigation.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function FormsToolbar({ search }: { search: string }) {
  return <ListToolbar id="forms" label="Forms" searchLabel="Search forms by title or slug" placeholder="Search by title or slug" search={search} />
}
