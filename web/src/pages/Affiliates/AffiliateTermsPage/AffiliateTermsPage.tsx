// /affiliate/terms: the programme terms, accepted here by a new affiliate (docs/product.md, "affiliates").
import { AffiliateTermsCell } from '@/components/Affiliates/AffiliateTermsCell/AffiliateTermsCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function AffiliateTermsPage() {
  return (
    <PageShell className="max-w-3xl">
      <AffiliateTermsCell />
    </PageShell>
  )
}
