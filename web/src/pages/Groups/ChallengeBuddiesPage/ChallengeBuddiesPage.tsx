// /challenge-buddies: the member's latest challenge group, its leader and buddies (?page=).
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { ChallengeBuddiesCell } from '@/components/Groups/ChallengeBuddiesCell/ChallengeBuddiesCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function ChallengeBuddiesPage() {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <ChallengeBuddiesCell page={variables.page} pageSize={variables.pageSize} />
    </PageShell>
  )
}
