// /admin-accountability-group: building accountability groups: each group's members, assigned and
// removed in bulk; new groups start by choosing their team lead.
import { Link, routes } from '@redwoodjs/router'
import { AccountabilityGroupsCell } from '@/components/Groups/AccountabilityGroupsCell/AccountabilityGroupsCell'
import { NewAccountabilityGroup } from '@/components/Groups/NewAccountabilityGroup/NewAccountabilityGroup'
import { SearchBox } from '@/components/ui/SearchBox/SearchBox'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function AdminAccountabilityGroupPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Accountability Groups</h1>
        <Link to={routes.accountabilityTeamLeadSelection()} className={buttonClassName('secondary', 'md')}>
          Team lead selection
        </Link>
      </div>
      <NewAccountabilityGroup />
      <SearchBox key={search ?? ''} label="Search accountability groups" search={search ?? ''} placeholder="Group or team lead" />
      <AccountabilityGroupsCell page={variables.page} pageSize={variables.pageSize} search={search || null} />
    </div>
  )
}
