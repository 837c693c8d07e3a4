// /affiliates (page flag affiliates, docs/product.md "affiliates"): the affiliates with their
// numbers (?search=, ?status=, ?sort=, ?page= in the address) and, on the Payouts tab, preparing,
// exporting and paying payouts.
import { AdminAffiliatesCell } from '@/components/Affiliates/AdminAffiliatesCell/AdminAffiliatesCell'
import { AdminAffiliatesToolbar } from '@/components/Affiliates/AdminAffiliatesToolbar/AdminAffiliatesToolbar'
import { AdminPayouts } from '@/components/Affiliates/AdminPayouts/AdminPayouts'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useQueryParam } from '@/lib/useQueryParam'

function AffiliatesList() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const [status] = useQueryParam('status')
  const [sort] = useQueryParam('sort')
  return (
    <>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <AdminAffiliatesToolbar key={search ?? ''} search={search ?? ''} status={status || null} sort={sort || null} />
      <AdminAffiliatesCell page={variables.page} pageSize={variables.pageSize} search={search || null} status={status || null} sort={sort || null} />
    </>
  )
}

export default function AffiliatesPage() {
  return (
    <PageShell>
      <PageHeader title="Affiliates" description="Members who share their links, what they brought and earned, and their payouts." />
      <Tabs
        label="Affiliates"
        values={['affiliates', 'payouts']}
        tabs={[
          { label: 'Affiliates', content: <AffiliatesList /> },
          { label: 'Payouts', content: <AdminPayouts /> },
        ]}
      />
    </PageShell>
  )
}
