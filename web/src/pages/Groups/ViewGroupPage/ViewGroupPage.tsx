// /view-group (viewGroup): the group the user leads, its sub-groups and its members (?page=).
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { MyGroupMembersCell } from '@/components/Groups/MyGroupMembersCell/MyGroupMembersCell'
import { ViewGroupCell } from '@/components/Groups/ViewGroupCell/ViewGroupCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function ViewGroupPage() {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <ViewGroupCell>
        <MyGroupMembersCell page={variables.page} pageSize={variables.pageSize} />
      </ViewGroupCell>
    </PageShell>
  )
}
