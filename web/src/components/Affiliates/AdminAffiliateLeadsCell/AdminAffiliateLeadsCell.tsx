// One affiliate's leads as staff see them (adminAffiliateLeads): the whole e-mail and mobile
// number, the funnel, the stage and when, newest first.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindAdminAffiliateLeadsQuery, FindAdminAffiliateLeadsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { leadStageTone } from '../leadStage'

export const QUERY = gql`
  query FindAdminAffiliateLeads($affiliateId: Int!, $page: Int, $pageSize: Int) {
    adminAffiliateLeads(affiliateId: $affiliateId, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        mobileNumber
        funnelName
        stage
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export type AdminLeadRow = FindAdminAffiliateLeadsQuery['adminAffiliateLeads']['items'][number]

const columns: DataTableColumn<AdminLeadRow>[] = [
  { key: 'name', header: 'Name', hideable: false, cell: (row) => row.name || <None /> },
  { key: 'email', header: 'E-mail', cell: (row) => row.email || <None /> },
  { key: 'mobileNumber', header: 'Mobile', cell: (row) => row.mobileNumber || <None /> },
  { key: 'funnelName', header: 'Funnel', cell: (row) => row.funnelName || <None /> },
  { key: 'stage', header: 'Stage', cell: (row) => <Badge tone={leadStageTone(row.stage)}>{row.stage}</Badge> },
  { key: 'createdAt', header: 'Date', cell: (row) => formatDate(row.createdAt) },
]

export const isEmpty = (data: FindAdminAffiliateLeadsQuery) => data.adminAffiliateLeads.totalCount === 0

export const Empty = () => <EmptyState title="No leads yet" description="People who sign up through this affiliate's links are listed here." />

export const Success = ({ adminAffiliateLeads }: CellSuccessProps<FindAdminAffiliateLeadsQueryVariables, FindAdminAffiliateLeadsQuery>) => (
  <ServerDataTable<AdminLeadRow> label="Leads" columns={columns} list={adminAffiliateLeads} />
)

export const AdminAffiliateLeadsCell = createCell<FindAdminAffiliateLeadsQueryVariables, FindAdminAffiliateLeadsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AdminAffiliateLeadsCell',
})

export default AdminAffiliateLeadsCell
