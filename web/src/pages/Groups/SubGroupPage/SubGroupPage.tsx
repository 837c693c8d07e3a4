// /sub-group/{id:Int} (viewSubGroup): a sub-group and its members (?page=), for its leader, its
// group's leader and staff.
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { SubGroupCell } from '@/components/Groups/SubGroupCell/SubGroupCell'
import { SubGroupMembersCell } from '@/components/Groups/SubGroupMembersCell/SubGroupMembersCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function SubGroupPage({ id }: { id: number }) {
  const { variables } = useServerTable()
  return (
    <PageShell>
      <SubGroupCell id={id}>
        <SubGroupMembersCell subGroupId={id} page={variables.page} pageSize={variables.pageSize} />
      </SubGroupCell>
    </PageShell>
  )
}
