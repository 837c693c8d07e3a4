// /success-managers: the success managers, accepting members or not, with their member counts.
import { SearchBox } from '@/components/ui/SearchBox/SearchBox'
import { SuccessManagersCell } from '@/components/Groups/SuccessManagersCell/SuccessManagersCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function SuccessManagersPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Success Managers</h1>
      <SearchBox key={search ?? ''} label="Search success managers" search={search ?? ''} placeholder="Name or e-mail" />
      <SuccessManagersCell {...variables} search={search || null} />
    </div>
  )
}
