// /affiliates/{id} (page flag affiliates): one affiliate, their status, numbers, rates, leads,
// commissions and payouts.
import { AdminAffiliateCell } from '@/components/Affiliates/AdminAffiliateCell/AdminAffiliateCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function AdminAffiliatePage({ id }: { id: number }) {
  return (
    <PageShell>
      <AdminAffiliateCell id={id} />
    </PageShell>
  )
}
