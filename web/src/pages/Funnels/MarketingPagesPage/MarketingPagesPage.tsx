// /marketing-pages: the public marketing pages at their fixed addresses, each built in the
// landing-page builder like a funnel's page (docs/product.md, "Landing pages").
import { MarketingPagesCell } from '@/components/Landing/MarketingPagesCell/MarketingPagesCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function MarketingPagesPage() {
  return (
    <PageShell>
      <PageHeader title="Marketing pages" description="The public pages at fixed addresses such as /lessons and /xmas. Edit one in the page builder, then publish it." />
      <MarketingPagesCell />
    </PageShell>
  )
}
