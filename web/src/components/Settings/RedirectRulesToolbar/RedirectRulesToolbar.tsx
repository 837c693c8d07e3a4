// Above the rules table: a search over from paths and targets, kept in the address (?search=) like
// the table's page and sort; a new search goes back to page 1.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function RedirectRulesToolbar({ search }: { search: string }) {
  return <ListToolbar id="redirect-rules" label="Redirect rules" searchLabel="Search rules by path or URL" placeholder="Search paths and URLs" search={search} maxLength={200} layout="searchEnd" />
}
