// /groups/members?groupId= (flag viewGroupMembers): staff read any group's members; without
// groupId it is the group the user leads, as on /view-group.
import { PageShell } from '../../../components/Learning/PageShell/PageShell'
import { GroupMembersCell } from '../../../components/MyGroups/GroupMembersCell/GroupMembersCell'
import { ViewGroupCell } from '../../../components/MyGroups/ViewGroupCell/ViewGroupCell'
import { useServerTable } from '../../../components/ui/DataTable/useServerTable'
import { useIdParam } from '../../../components/MyGroups/useIdParam'

export default function GroupMembersPage() {
  const { variables } = useServerTable()
  const groupId = useIdParam('groupId')
  return (
    <PageShell>
      <ViewGroupCell id={groupId}>
        <GroupMembersCell groupId={groupId} page={variables.page} pageSize={variables.pageSize} />
      </ViewGroupCell>
    </PageShell>
  )
}
