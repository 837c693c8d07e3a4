// Above the payment terms table: a search by ID or name kept in the address (?search=), like the
// table's page and sort; a new search goes back to page 1 in the same navigation. Written by hand
// (docs/generators.md): the catalog's lists keep their search on the right (layout "row"), as the
// products and funnels lists do.
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function PaymentTermsToolbar({ search }: { search: string }) {
  return (
    <ListToolbar id="payment-terms" label="Payment terms" searchLabel="Search payment terms" placeholder="Search by ID or name" search={search} layout="row" />
  )
}
