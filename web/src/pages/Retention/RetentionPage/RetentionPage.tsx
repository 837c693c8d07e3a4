// /retention (page flag retention): the renewal worklist of the paid community, by Cash collection
// bucket, batch and search (all in the address), most urgent first, with the follow-ups and the
// export as CSV or XLSX with the same filters, as the role acting now: a success manager sees and
// exports only their own members (docs/product.md, "retention").
import { useLocation } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { RetentionCell } from '@/components/Retention/RetentionCell/RetentionCell'
import { readRetentionSearch, retentionExportUrl } from '@/components/Retention/retentionSearch'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { ExportLinks } from '@/components/ui/ExportLinks/ExportLinks'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function RetentionPage() {
  const { variables } = useServerTable()
  const { search: query } = useLocation()
  const filters = readRetentionSearch(query)
  const role = useCurrentUser()?.accessLevel?.name
  return (
    <PageShell>
      <PageHeader title="Retention" description="Members coming up for renewal, and whether the money is collected. Days are Manila days.">
        <ExportLinks urlOf={(format) => retentionExportUrl(format, filters, role)} />
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
