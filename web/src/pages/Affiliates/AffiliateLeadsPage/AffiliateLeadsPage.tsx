// /affiliate/leads: the people the affiliate's links brought (docs/product.md, "affiliates").
import { AffiliateLeadsCell } from '@/components/Affiliates/AffiliateLeadsCell/AffiliateLeadsCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function AffiliateLeadsPage() {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <PageHeader title="Leads" description="People your links brought, newest first, and how far each has gone." />
      <AffiliateLeadsCell page={variables.page} pageSize={variables.pageSize} />
    </PageShell>
  )
}
