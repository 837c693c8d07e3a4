// /retention (page flag retention): the renewal worklist of the paid community, by Cash collection
// bucket, batch and search (all in the address), most urgent first, with the follow-ups and the
// export as CSV or XLSX with the same filters, as the role acting now: a success manager sees and
// exports only their own members (docs/product.md, "retention").
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { RetentionCell } from '@/components/Retention/RetentionCell/RetentionCell'
import { readRetentionSearch, retentionExportUrl } from '@/components/Retention/retentionSearch'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function RetentionPage() {
  const { variables } = useServerTable()
  const { search: query } = useLocation()
  const filters = readRetentionSearch(query)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Retention" description="Members coming up for renewal, and whether the money is collected. Days are Manila days.">
        <div className="flex flex-wrap gap-2">
          {/* A plain download: the browser shows its own progress while the file streams. */}
          <a href={retentionExportUrl('csv', filters, role)} download className={buttonClassName('secondary', 'md')}>
            Export CSV
          </a>
          <a href={retentionExportUrl('xlsx', filters, role)} download className={buttonClassName('secondary', 'md')}>
            Export XLSX
          </a>
        </div>
      </PageHeader>
      <RetentionCell
        page={variables.page}
        pageSize={variables.pageSize}
        bucket={filters.bucket === 'all' ? null : filters.bucket}
        batchId={filters.batchId}
        search={filters.search}
        filters={filters}
      />
    </PageShell>
  )
}
