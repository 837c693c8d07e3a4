// /challenge-groups: groups formed for a challenge, their members added and removed in bulk.
import { ChallengeGroupsCell } from '@/components/Groups/ChallengeGroupsCell/ChallengeGroupsCell'
import { NewChallengeGroup } from '@/components/Groups/NewChallengeGroup/NewChallengeGroup'
import { SearchBox } from '@/components/ui/SearchBox/SearchBox'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ChallengeGroupsPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10 space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Challenge Groups</h1>
      <NewChallengeGroup />
      <SearchBox key={search ?? ''} label="Search challenge groups" search={search ?? ''} />
      <ChallengeGroupsCell page={variables.page} pageSize={variables.pageSize} search={search || null} />
    </div>
  )
}
