// /resources/public/{id}: one public resource, no sign-in.
import { routes } from '@redwoodjs/router'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicResourceCell } from '@/components/Learning/PublicResourceCell/PublicResourceCell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'

export default function PublicResourcePage({ id }: { id: number }) {
  return (
    <PublicShell>
      <PageShell className="max-w-4xl space-y-6">
        <BackLink to={routes.publicResources()}>Free Resources</BackLink>
        <PublicResourceCell id={id} />
      </PageShell>
    </PublicShell>
  )
}
