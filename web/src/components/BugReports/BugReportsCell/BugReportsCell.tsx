// /reports: one page of bugReports(status), newest first. A member's own reports; staff (acting with
// featureChangeLog) every report, with who sent it. The report opens /reports/{id}.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDateTime, truncate } from '@/lib/format'
import type { FindBugReportsQuery, FindBugReportsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RecordLink, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { bugReportStatus, isBugReportStaff } from '../bugReportStatus'

export const QUERY = gql`
  query FindBugReports($status: String, $page: Int, $pageSize: Int) {
    bugReports(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        description
        status
        createdAt
        repliedAt
        contactEmail
        reporter {
          id
          email
          firstName
          lastName
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

export type BugReportRow = FindBugReportsQuery['bugReports']['items'][number]

/** Who sent it: the account's name and e-mail, or a signed-out reporter's e-mail. */
export const senderOf = (row: Pick<BugReportRow, 'reporter' | 'contactEmail'>) =>
  row.reporter ? { name: `${row.reporter.firstName} ${row.reporter.lastName}`.trim() || row.reporter.email, email: row.reporter.email } : { name: 'Signed out', email: row.contactEmail ?? '' }

const reportColumn: DataTableColumn<BugReportRow> = {
  key: 'description',
  header: 'Report',
  hideable: false,
  cell: (row) => (
    <div className="min-w-[14rem] max-w-md">
      <RecordLink to={routes.report({ id: row.id })}>{`#${row.id}`}</RecordLink>
      <p className="break-words text-sm text-slate-700">{truncate(row.description, 120)}</p>
    </div>
  ),
}

const commonColumns: DataTableColumn<BugReportRow>[] = [
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const status = bugReportStatus(row.status)
      return <Badge tone={status.tone}>{status.label}</Badge>
    },
  },
  { key: 'createdAt', header: 'Sent', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
  { key: 'repliedAt', header: 'Reply', cell: (row) => (row.repliedAt ? <span className="whitespace-nowrap">{formatDateTime(row.repliedAt)}</span> : <span className="text-muted">None yet</span>) },
]

const senderColumn: DataTableColumn<BugReportRow> = {
  key: 'reporter',
  header: 'Sent by',
  cell: (row) => {
    const sender = senderOf(row)
    return (
      <div className="min-w-[10rem]">
        <div>{sender.name}</div>
        <div className="break-all text-xs text-muted">{sender.email}</div>
      </div>
    )
  },
}

export const isEmpty = (data: FindBugReportsQuery) => data.bugReports.totalCount === 0

export const Empty = ({ status }: FindBugReportsQueryVariables) =>
  status ? (
    <EmptyState title="No reports match" description="No report has this status." />
  ) : (
    <EmptyState title="No reports yet" description="Bug reports sent from Report a bug are listed here with their status." action={{ label: 'Report a bug', to: routes.bugReport() }} />
  )

export const Success = ({ bugReports }: CellSuccessProps<FindBugReportsQueryVariables, FindBugReportsQuery>) => {
  const staff = isBugReportStaff(useCurrentUser())
  return (
    <ServerDataTable<BugReportRow>
      label="Bug reports"
      columns={staff ? [reportColumn, senderColumn, ...commonColumns] : [reportColumn, ...commonColumns]}
      list={bugReports}
      rowActions={(row) => (
        <RowLink to={routes.report({ id: row.id })} name={`report #${row.id}`}>
          Show
        </RowLink>
      )}
    />
  )
}

export const BugReportsCell = createCell<FindBugReportsQueryVariables, FindBugReportsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'BugReportsCell',
})

export default BugReportsCell
