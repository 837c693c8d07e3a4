// The payment report's bills: paymentReportBills(period or aging bucket, status, filters), by due
// date, a page at a time: the member (to their subscriptions), product and funnel, due date,
// amount, derived status, paid date and platform, and the member's payment details.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useEffect } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount, formatDate } from '@/lib/format'
import type { FindPaymentReportBillsQuery, FindPaymentReportBillsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export const QUERY = gql`
  query FindPaymentReportBills(
    $period: ReportPeriodInput
    $productId: Int
    $funnelId: String
    $paymentPlatform: String
    $status: String
    $agingBucket: String
    $page: Int
    $pageSize: Int
  ) {
    paymentReportBills(
      period: $period
      productId: $productId
      funnelId: $funnelId
      paymentPlatform: $paymentPlatform
      status: $status
      agingBucket: $agingBucket
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        userId
        memberName
        email
        productName
        funnelName
        scheduleDate
        amountCentavos
        status
        paidAt
        paymentPlatform
      }
      totalCount
      page
      pageSize
    }
  }
`

export type BillRow = FindPaymentReportBillsQuery['paymentReportBills']['items'][number]

const tone = (status: string) => (status === 'Paid' ? 'success' : status === 'Overdue' ? 'error' : status === 'Due today' ? 'warning' : 'info')

const columns: DataTableColumn<BillRow>[] = [
  {
    key: 'member',
    header: 'Member',
    hideable: false,
    cell: (row) => (
      <div className="min-w-[10rem]">
        <Link to={routes.viewSubscription({ userId: row.userId })} className="font-medium text-brand-700 hover:underline">
          {row.memberName || row.email}
        </Link>
        <div className="break-all text-xs text-slate-500">{row.email}</div>
      </div>
    ),
  },
  {
    key: 'product',
    header: 'Product / funnel',
    cell: (row) => (
      <div className="min-w-[8rem]">
        <div>{row.productName}</div>
        <div className="text-xs text-slate-500">{row.funnelName}</div>
      </div>
    ),
  },
  { key: 'scheduleDate', header: 'Due date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.scheduleDate)}</span> },
  { key: 'amountCentavos', header: 'Amount', cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatAmount(row.amountCentavos)}</span> },
  { key: 'status', header: 'Status', cell: (row) => <Badge tone={tone(row.status)}>{row.status}</Badge> },
  { key: 'paidAt', header: 'Paid', cell: (row) => <span className="whitespace-nowrap">{row.paidAt ? formatDate(row.paidAt) : ''}</span> },
  { key: 'paymentPlatform', header: 'Platform', cell: (row) => row.paymentPlatform ?? '' },
  {
    key: 'details',
    header: 'Details',
    cell: (row) => (
      <Link to={routes.studentPaymentDetails({ id: row.userId })} className="whitespace-nowrap text-brand-700 hover:underline">
        Payment details
      </Link>
    ),
  },
]

export const isEmpty = (data: FindPaymentReportBillsQuery) => data.paymentReportBills.totalCount === 0

export const Empty = () => <EmptyState title="No bills match" description="No payment rows for this period, status or bucket." />

type CellProps = FindPaymentReportBillsQueryVariables & {
  /** Told how many bills match (the export's progress counts against it). */
  onTotal?: (total: number) => void
}

export const Success = ({ paymentReportBills, onTotal }: CellSuccessProps<CellProps, FindPaymentReportBillsQuery>) => {
  const total = paymentReportBills.totalCount
  useEffect(() => onTotal?.(total), [onTotal, total])
  return <ServerDataTable<BillRow> label="Bills" columns={columns} list={paymentReportBills} />
}

export const PaymentReportBillsCell = createCell<CellProps, FindPaymentReportBillsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'PaymentReportBillsCell',
})

export default PaymentReportBillsCell
