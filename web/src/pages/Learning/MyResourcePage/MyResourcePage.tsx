// /resources/my-resources/{id}: one resource with its preview and download.
import { routes } from '@redwoodjs/router'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyResourceCell } from '@/components/Learning/MyResourceCell/MyResourceCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyResourcePage({ id }: { id: number }) {
  return (
    <PageShell className="max-w-4xl space-y-6">
      <BackLink to={routes.viewResources()}>My Resources</BackLink>
      <MembershipGate>
        <MyResourceCell id={id} />
      </MembershipGate>
    </PageShell>
  )
}
