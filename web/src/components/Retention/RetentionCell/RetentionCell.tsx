// /retention: the Cash collection filter with its counts, then one page of the renewal worklist,
// most urgent expiry first: who (linking to their payment details), how to reach them (mailto and
// tel links), the product and its expiry, the bucket, what is owed, the last payment and the last
// follow-up, and "Mark contacted". The filter stays above an empty page so another bucket is one click away.
import { gql } from '@apollo/client'
import { useState } from 'react'
import { routes } from '@redwoodjs/router'
import { RETENTION_BUCKET_LABELS, type RetentionBucketChoice } from '@common/retention'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount, formatDate, formatDateTime } from '@/lib/format'
import type { FindRetentionQuery, FindRetentionQueryVariables } from '@/types/graphql'
import { Badge, type BadgeTone } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RecordLink, RowButton } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { MarkContactedDialog } from '../MarkContactedDialog/MarkContactedDialog'
import { RetentionFilters } from '../RetentionFilters/RetentionFilters'
import type { RetentionSearch } from '../retentionSearch'

export const QUERY = gql`
  query FindRetention($page: Int, $pageSize: Int, $bucket: String, $batchId: Int, $search: String) {
    retention(page: $page, pageSize: $pageSize, bucket: $bucket, batchId: $batchId, search: $search) {
      items {
        member {
          id
          firstName
          lastName
          email
          mobileNumber
          batch {
            id
            name
          }
        }
        productId
        productName
        expiry
        daysLeft
        bucket
        balanceCentavos
        lastPayment {
          paidAt
          amountCentavos
        }
        lastContact {
          contactedAt
          note
          contactedBy {
            id
            name
          }
        }
      }
      totalCount
      page
      pageSize
      counts {
        bucket
        count
      }
      batches {
        id
        name
      }
    }
  }
`

type Item = FindRetentionQuery['retention']['items'][number]
/** A row of the table: a member and product, known by both ids. */
export type RetentionRow = Item & { id: string; name: string }

const TONES: Record<string, BadgeTone> = { unenrolled: 'error', regularRenewal: 'warning', earlyRenewal: 'info', erWarmup: 'outline', collected: 'success' }

/** 'Expires today', 'in 12 days', '3 days ago' (Manila days). */
export function daysText(days: number): string {
  if (days === 0) return 'today'
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'}`
  return `${-days} day${days === -1 ? '' : 's'} ago`
}

function columns(canOpenPayments: boolean, onMark: (row: RetentionRow) => void): DataTableColumn<RetentionRow>[] {
  return [
    {
      key: 'member',
      header: 'Member',
      hideable: false,
      cell: (row) => (
        <div className="min-w-[11rem] max-w-[16rem] text-sm">
          {canOpenPayments ? <RecordLink to={routes.studentPaymentDetails({ id: row.member.id })}>{row.name}</RecordLink> : <span className="font-medium">{row.name}</span>}
          <div className="text-xs text-muted">{row.member.batch?.name ?? 'No batch'}</div>
          <a href={`mailto:${row.member.email}`} className="block break-all text-brand-700 hover:underline">
            {row.member.email}
          </a>
          {row.member.mobileNumber && (
            <a href={`tel:${row.member.mobileNumber}`} className="block text-brand-700 hover:underline">
              {row.member.mobileNumber}
            </a>
          )}
        </div>
      ),
    },
    {
      key: 'expiry',
      header: 'Product and expiry',
      cell: (row) => (
        <div className="text-sm">
          <div>{row.productName}</div>
          <div className="whitespace-nowrap">{formatDate(row.expiry)}</div>
          <div className="text-xs text-muted">{daysText(row.daysLeft)}</div>
        </div>
      ),
    },
    { key: 'bucket', header: 'Bucket', cell: (row) => <Badge tone={TONES[row.bucket] ?? 'outline'}>{RETENTION_BUCKET_LABELS[row.bucket as RetentionBucketChoice] ?? row.bucket}</Badge> },
    {
      key: 'money',
      header: 'Balance',
      cell: (row) => (
        <div className="whitespace-nowrap text-sm">
          <div className="tabular-nums">
            <span className="sr-only">Balance </span>
            {formatAmount(row.balanceCentavos)}
          </div>
          {row.lastPayment ? (
            <div className="text-xs text-muted">
              <div>{`Last paid ${formatAmount(row.lastPayment.amountCentavos)}`}</div>
              <div>{formatDate(row.lastPayment.paidAt)}</div>
            </div>
          ) : (
            <div className="text-xs text-muted">No payment yet</div>
          )}
        </div>
      ),
    },
    {
      key: 'lastContact',
      header: 'Last contact',
      cell: (row) =>
        row.lastContact ? (
          <div className="min-w-[9rem] max-w-[14rem] text-sm" data-testid="last-contact">
            <div className="whitespace-nowrap">{formatDateTime(row.lastContact.contactedAt)}</div>
            <div className="text-xs text-muted">{row.lastContact.contactedBy ? `by ${row.lastContact.contactedBy.name}` : 'by a removed account'}</div>
            {row.lastContact.note && <div className="mt-1 line-clamp-3 break-words text-xs text-slate-700">{row.lastContact.note}</div>}
          </div>
        ) : (
          <span className="text-muted">Not yet</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideable: false,
      cell: (row) => (
        <span className="whitespace-nowrap">
          <RowButton name={row.name} onClick={() => onMark(row)}>
            Mark contacted
          </RowButton>
        </span>
      ),
    },
  ]
}

type SuccessProps = CellSuccessProps<FindRetentionQueryVariables, FindRetentionQuery> & { filters: RetentionSearch }

export function Success({ retention, filters }: SuccessProps) {
  const viewer = useCurrentUser()
  const [marking, setMarking] = useState<RetentionRow | null>(null)
  const rows: RetentionRow[] = retention.items.map((item) => ({
    ...item,
    id: `${item.member.id}-${item.productId}`,
    name: `${item.member.firstName} ${item.member.lastName}`.trim() || item.member.email,
  }))
  const counts = Object.fromEntries(retention.counts.map((c) => [c.bucket, c.count])) as Partial<Record<RetentionBucketChoice, number>>
  return (
    <>
      <RetentionFilters search={filters} counts={counts} batches={retention.batches} />
      <ServerDataTable<RetentionRow>
        label="Retention"
        columns={columns(viewer?.pageAccess.studentPaymentDetails === true, setMarking)}
        list={{ items: rows, totalCount: retention.totalCount }}
        emptyTitle="No members here"
        emptyDescription="Nobody in this bucket for this batch and search. Choose another bucket or clear the search."
      />
      {marking && <MarkContactedDialog member={{ id: marking.member.id, name: marking.name }} onClose={() => setMarking(null)} />}
    </>
  )
}

export const RetentionCell = createCell<FindRetentionQueryVariables & { filters: RetentionSearch }, FindRetentionQuery>({
  QUERY,
  isEmpty: () => false,
  Success,
  displayName: 'RetentionCell',
})

export default RetentionCell
