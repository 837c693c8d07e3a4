// /view-group (viewGroup): the group the user leads, its sub-groups and its members (?page=).
import { PageShell } from '../../../components/Learning/PageShell/PageShell'
import { GroupMembersCell } from '../../../components/MyGroups/GroupMembersCell/GroupMembersCell'
import { ViewGroupCell } from '../../../components/MyGroups/ViewGroupCell/ViewGroupCell'
import { useServerTable } from '../../../components/ui/DataTable/useServerTable'

export default function ViewGroupPage() {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <ViewGroupCell>
        <GroupMembersCell page={variables.page} pageSize={variables.pageSize} />
      </ViewGroupCell>
    </PageShell>
  )
}
