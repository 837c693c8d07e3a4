// /affiliate/links: the affiliate's links to share, and their code (docs/product.md, "affiliates").
import { AffiliateLinksCell } from '@/components/Affiliates/AffiliateLinksCell/AffiliateLinksCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function AffiliateLinksPage() {
  return (
    <PageShell className="max-w-4xl">
      <PageHeader title="Links" description="Share these links: every visit and signup through them counts for you." />
      <AffiliateLinksCell />
    </PageShell>
  )
}
