// /subgroups/members?subGroupId= (flag viewSubGroupMembers): staff read any sub-group's members;
// without subGroupId it is the sub-group the user leads.
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { SubGroupCell } from '@/components/Groups/SubGroupCell/SubGroupCell'
import { SubGroupMembersCell } from '@/components/Groups/SubGroupMembersCell/SubGroupMembersCell'
import { useIdParam } from '@/components/Groups/useIdParam'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useCurrentUser } from '@/auth'

export default function SubGroupMembersPage() {
  const { variables } = useServerTable()
  const currentUser = useCurrentUser()
  const subGroupId = useIdParam('subGroupId') ?? currentUser?.managedSubGroup?.id ?? null
  return (
    <PageShell>
      {subGroupId ? (
        <SubGroupCell id={subGroupId}>
          <SubGroupMembersCell subGroupId={subGroupId} page={variables.page} pageSize={variables.pageSize} />
        </SubGroupCell>
      ) : (
        <EmptyState
          title="Choose a sub-group"
          description="Open a sub-group from its group's page to see its members."
          className="rounded-xl border border-dashed border-slate-300 bg-white"
        />
      )}
    </PageShell>
  )
}
