// /affiliate/leads: the people the affiliate's links brought, newest first, a server page at a
// time (?page= in the address). The e-mail is masked by the server: enough to recognise a lead.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindAffiliateLeadsQuery, FindAffiliateLeadsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { leadStageTone } from '../leadStage'

export const QUERY = gql`
  query FindAffiliateLeads($page: Int, $pageSize: Int) {
    affiliateLeads(page: $page, pageSize: $pageSize) {
      items {
        id
        name
        maskedEmail
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

type Row = FindAffiliateLeadsQuery['affiliateLeads']['items'][number]
type Props = FindAffiliateLeadsQueryVariables

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', hideable: false, cell: (lead) => lead.name || <span className="text-slate-400">No name yet</span> },
  { key: 'maskedEmail', header: 'E-mail', cell: (lead) => lead.maskedEmail ?? '' },
  { key: 'funnelName', header: 'Funnel', cell: (lead) => lead.funnelName ?? 'Main link' },
  { key: 'stage', header: 'Stage', cell: (lead) => <Badge tone={leadStageTone(lead.stage)}>{lead.stage}</Badge> },
  { key: 'createdAt', header: 'Date', cell: (lead) => <span className="whitespace-nowrap">{formatDate(lead.createdAt)}</span> },
]

export const Empty = () => (
  <EmptyCard title="No leads yet" description="People who come through your links appear here, newest first. Share a link to get started." action={{ label: 'See your links', to: routes.affiliateLinks() }} />
)

export function Success({ affiliateLeads }: CellSuccessProps<Props, FindAffiliateLeadsQuery>) {
  return <ServerDataTable<Row> label="Leads" columns={columns} list={affiliateLeads} pageSize={affiliateLeads.pageSize} />
}

export const AffiliateLeadsCell = createCell<Props, FindAffiliateLeadsQuery>({
  QUERY,
  beforeQuery: ({ page, pageSize }) => ({ variables: { page, pageSize }, fetchPolicy: 'cache-and-network' }),
  isEmpty: (data) => data.affiliateLeads.totalCount === 0,
  Empty,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your leads" />,
  Success,
  displayName: 'AffiliateLeadsCell',
})

export default AffiliateLeadsCell
