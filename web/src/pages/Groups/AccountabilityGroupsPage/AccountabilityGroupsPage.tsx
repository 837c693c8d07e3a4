// /accountability-groups (accountabilityGroups, login only): the group and stage
// leaders' menu item "Accountability Groups". The accountability groups of the people they lead,
// with their team leads and members (?page=).
import { useCurrentUser } from '@/auth'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { LedAccountabilityGroupsCell } from '@/components/Groups/LedAccountabilityGroupsCell/LedAccountabilityGroupsCell'
import { stageLabel } from '@/lib/stageLabel'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function AccountabilityGroupsPage() {
  const user = useCurrentUser()
  const { variables } = useServerTable()
  const led = [user?.managedGroup && `in the group ${user.managedGroup.name}`, user?.managedStage && `at ${stageLabel(user.managedStage)}`]
    .filter(Boolean)
    .join(' and ')
  return (
    <PageShell>
      <PageHeader
        title="Accountability Groups"
        description={led ? `The accountability groups of the people ${led}, with their team leads and members.` : 'The accountability groups of the people you lead.'}
      />
      <LedAccountabilityGroupsCell page={variables.page} pageSize={variables.pageSize} />
    </PageShell>
  )
}
