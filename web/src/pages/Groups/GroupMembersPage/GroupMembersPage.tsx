// /groups/members?groupId= (flag viewGroupMembers): staff read any group's members; without
// groupId it is the group the user leads, as on /view-group.
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { MyGroupMembersCell } from '@/components/Groups/MyGroupMembersCell/MyGroupMembersCell'
import { ViewGroupCell } from '@/components/Groups/ViewGroupCell/ViewGroupCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useIdParam } from '@/components/Groups/useIdParam'

export default function GroupMembersPage() {
  const { variables } = useServerTable()
  const groupId = useIdParam('groupId')
  return (
    <PageShell>
      <ViewGroupCell id={groupId}>
        <MyGroupMembersCell groupId={groupId} page={variables.page} pageSize={variables.pageSize} />
      </ViewGroupCell>
    </PageShell>
  )
}
