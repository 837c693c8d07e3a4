// /events/my-events/{id}: one event.
import { routes } from '@redwoodjs/router'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyEventCell } from '@/components/Learning/MyEventCell/MyEventCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyEventPage({ id }: { id: number }) {
  return (
    <PageShell className="max-w-4xl space-y-6">
      <BackLink to={routes.viewEvents()}>My Events</BackLink>
      <MembershipGate>
        <MyEventCell id={id} />
      </MembershipGate>
    </PageShell>
  )
}
