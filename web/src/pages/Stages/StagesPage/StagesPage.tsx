// /stages: every stage of the member journey, by number, a page at a time; ?page=, ?sortBy=,
// ?sortOrder= and ?search= in the address are the list's variables. "New stage" shows only with
// the newStage page and the stage_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateStage } from '@/components/Stages/stageAccess'
import { StagesCell } from '@/components/Stages/StagesCell/StagesCell'
import { StagesToolbar } from '@/components/Stages/StagesToolbar/StagesToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function StagesPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Stages</h1>
        {canCreateStage(user) && (
          <Link to={routes.newStage()} className={buttonClassName('primary', 'md')}>
            New stage
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <StagesToolbar key={search ?? ''} search={search ?? ''} />
      <StagesCell {...variables} search={search || null} />
    </div>
  )
}
