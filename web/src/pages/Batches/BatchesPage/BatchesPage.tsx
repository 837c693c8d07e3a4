// /batches: every enrolment batch, newest launch first, the current one marked; ?page=, ?sortBy=,
// ?sortOrder= and ?search= in the address are the list's variables. "Launch New Batch" shows only
// with the newBatch page and the batch_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateBatch } from '@/components/Batches/batchAccess'
import { BatchesCell } from '@/components/Batches/BatchesCell/BatchesCell'
import { BatchesToolbar } from '@/components/Batches/BatchesToolbar/BatchesToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function BatchesPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Batches</h1>
        {canCreateBatch(user) && (
          <Link to={routes.newBatch()} className={buttonClassName('primary', 'md')}>
            Launch New Batch
          </Link>
        )}
      </div>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        The current batch is the latest one launched on or before today (Manila time): a batch created ahead of its launch becomes
        current on its launch day by itself.
      </p>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <BatchesToolbar key={search ?? ''} search={search ?? ''} />
      <BatchesCell {...variables} search={search || null} />
    </div>
  )
}
