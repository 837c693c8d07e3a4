// The affiliates list (page flag affiliates): one page of affiliates(search, status, sort) with
// their numbers; the name opens the affiliate's page.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount } from '@/lib/format'
import type { FindAdminAffiliatesQuery, FindAdminAffiliatesQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RecordLink, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { affiliateStatus } from '../affiliateStaff'

export const QUERY = gql`
  query FindAdminAffiliates($search: String, $status: String, $sort: String, $page: Int, $pageSize: Int) {
    affiliates(search: $search, status: $status, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        code
        status
        clicks
        leads
        payingCustomers
        earnedCentavos
        approvedCentavos
      }
      totalCount
      page
      pageSize
    }
  }
`

export type AdminAffiliateRow = FindAdminAffiliatesQuery['affiliates']['items'][number]

const columns: DataTableColumn<AdminAffiliateRow>[] = [
  {
    key: 'name',
    header: 'Affiliate',
    hideable: false,
    cell: (row) => (
      <div className="min-w-[12rem]">
        <RecordLink to={routes.adminAffiliate({ id: row.id })}>{row.name}</RecordLink>
        <div className="text-xs text-muted">{row.email}</div>
        <div className="font-mono text-xs text-muted">{row.code}</div>
      </div>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const status = affiliateStatus(row.status)
      return <Badge tone={status.tone}>{status.label}</Badge>
    },
  },
  { key: 'clicks', header: 'Clicks' },
  { key: 'leads', header: 'Leads' },
  { key: 'payingCustomers', header: 'Paying customers' },
  { key: 'earnedCentavos', header: 'Earned', cell: (row) => formatAmount(row.earnedCentavos) },
  { key: 'approvedCentavos', header: 'Approved (unpaid)', cell: (row) => formatAmount(row.approvedCentavos) },
]

export const isEmpty = (data: FindAdminAffiliatesQuery) => data.affiliates.totalCount === 0

export const Empty = ({ search, status }: FindAdminAffiliatesQueryVariables) =>
  search || status ? (
    <EmptyState title="No affiliates match" description="No affiliate has this name, e-mail or code, or this status." />
  ) : (
    <EmptyState title="No affiliates yet" description="Members who become affiliates are listed here." />
  )

export const Success = ({ affiliates }: CellSuccessProps<FindAdminAffiliatesQueryVariables, FindAdminAffiliatesQuery>) => (
  <ServerDataTable<AdminAffiliateRow>
    label="Affiliates"
    columns={columns}
    list={affiliates}
    rowActions={(row) => (
      <RowLink to={routes.adminAffiliate({ id: row.id })} name={row.name}>
        Show
      </RowLink>
    )}
  />
)

export const AdminAffiliatesCell = createCell<FindAdminAffiliatesQueryVariables, FindAdminAffiliatesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AdminAffiliatesCell',
})

export default AdminAffiliatesCell
