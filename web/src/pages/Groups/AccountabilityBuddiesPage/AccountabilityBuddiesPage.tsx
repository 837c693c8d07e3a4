// /accountability-buddies (accountabilityBuddies): the member's accountability group, its leader
// and buddies (?page=).
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { AccountabilityBuddiesCell } from '@/components/Groups/AccountabilityBuddiesCell/AccountabilityBuddiesCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function AccountabilityBuddiesPage() {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <AccountabilityBuddiesCell page={variables.page} pageSize={variables.pageSize} />
    </PageShell>
  )
}
