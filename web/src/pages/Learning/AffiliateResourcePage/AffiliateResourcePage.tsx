// /affiliate/resources/{id}: one affiliate resource with its preview and download.
import { routes } from '@redwoodjs/router'
import { MyResourceCell } from '@/components/Learning/MyResourceCell/MyResourceCell'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function AffiliateResourcePage({ id }: { id: number }) {
  return (
    <PageShell className="max-w-4xl space-y-6">
      <BackLink to={routes.affiliateResources()}>Resources</BackLink>
      <MyResourceCell id={id} area="affiliate" />
    </PageShell>
  )
}
