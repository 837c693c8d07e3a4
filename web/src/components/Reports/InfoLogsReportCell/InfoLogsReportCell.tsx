// /info-logs-report: one page of infoLogsReport(actor, subject, action, from, to), newest first:
// when (Manila), what, who (and the admin behind an impersonation), about whom or what, the details.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDateTime } from '@/lib/format'
import type { FindInfoLogsQuery, FindInfoLogsQueryVariables } from '@/types/graphql'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export const QUERY = gql`
  query FindInfoLogs($actor: String, $subject: String, $action: String, $from: String, $to: String, $page: Int, $pageSize: Int) {
    infoLogsReport(actor: $actor, subject: $subject, action: $action, from: $from, to: $to, page: $page, pageSize: $pageSize) {
      items {
        id
        action
        createdAt
        actor {
          id
          name
          email
        }
        originalActor {
          id
          name
          email
        }
        entityType
        entityId
        subjectUser {
          id
          name
          email
        }
        details
        ip
      }
      totalCount
      page
      pageSize
    }
  }
`

export type InfoLogRow = FindInfoLogsQuery['infoLogsReport']['items'][number]
type Person = InfoLogRow['actor']

function PersonCell({ person, fallback }: { person: Person; fallback: string }) {
  if (!person) return <span className="text-muted">{fallback}</span>
  return (
    <div className="min-w-[9rem]">
      <div>{person.name || person.email}</div>
      <div className="break-all text-xs text-muted">{person.email}</div>
    </div>
  )
}

/** The details as short "key: value" lines (the export has them whole). */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ')
}

const columns: DataTableColumn<InfoLogRow>[] = [
  { key: 'createdAt', header: 'When (Manila)', hideable: false, cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
  { key: 'action', header: 'Action', hideable: false, cell: (row) => <span className="whitespace-nowrap font-mono text-xs">{row.action}</span> },
  {
    key: 'actor',
    header: 'Actor',
    cell: (row) => (
      <>
        <PersonCell person={row.actor} fallback="Anonymous" />
        {row.originalActor && <div className="mt-1 text-xs text-amber-700">{`as impersonated by ${row.originalActor.name || row.originalActor.email}`}</div>}
      </>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (row) =>
      row.subjectUser ? <PersonCell person={row.subjectUser} fallback="" /> : row.entityType ? <span className="whitespace-nowrap">{[row.entityType, row.entityId].filter(Boolean).join(' ')}</span> : <span className="text-muted">None</span>,
  },
  { key: 'details', header: 'Details', cell: (row) => <span className="line-clamp-3 max-w-xs break-all text-xs text-slate-600">{detailsText(row.details)}</span> },
  { key: 'ip', header: 'IP', cell: (row) => <span className="font-mono text-xs">{row.ip ?? ''}</span> },
]

export const isEmpty = (data: FindInfoLogsQuery) => data.infoLogsReport.totalCount === 0

export const Empty = () => <EmptyState title="No info logs match" description="Nothing was logged for this actor, subject, action or range. Widen the search." />

export const Success = ({ infoLogsReport }: CellSuccessProps<FindInfoLogsQueryVariables, FindInfoLogsQuery>) => (
  <ServerDataTable<InfoLogRow> label="Info logs" columns={columns} list={infoLogsReport} />
)

export const InfoLogsReportCell = createCell<FindInfoLogsQueryVariables, FindInfoLogsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'InfoLogsReportCell',
})

export default InfoLogsReportCell
