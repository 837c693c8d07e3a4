// /accountability-team-lead-selection: every accountability group with its team lead (each links to
// choosing another), and creating a group by choosing its lead.
import { AccountabilityGroupsCell } from '@/components/Groups/AccountabilityGroupsCell/AccountabilityGroupsCell'
import { NewAccountabilityGroup } from '@/components/Groups/NewAccountabilityGroup/NewAccountabilityGroup'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function TeamLeadSelectionPage() {
  const { variables } = useServerTable()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10 space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Accountability Team Lead Selection</h1>
      <NewAccountabilityGroup />
      <AccountabilityGroupsCell page={variables.page} pageSize={variables.pageSize} leads />
    </div>
  )
}
