// The members behind the community report's counts: communityReportMembers(filters, status, range),
// by name, a page at a time, each linking to the member's page, with what they did in the range.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { stageLabel } from '@/lib/stageLabel'
import type { CommunityReportMembersQuery, CommunityReportMembersQueryVariables } from '@/types/graphql'
import { Badge, type BadgeTone } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export const QUERY = gql`
  query CommunityReportMembers($batchId: Int, $groupId: Int, $stageId: Int, $range: String, $status: String, $page: Int, $pageSize: Int) {
    communityReportMembers(batchId: $batchId, groupId: $groupId, stageId: $stageId, range: $range, status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        batch {
          id
          name
        }
        stage {
          id
          number
          name
        }
        group {
          id
          name
        }
        status
        lessonsCompleted
        tasksFinished
        pointsEarned
      }
      totalCount
      page
      pageSize
    }
  }
`

export type CommunityMember = CommunityReportMembersQuery['communityReportMembers']['items'][number]

const TONES: Record<string, BadgeTone> = { Active: 'success', Inactive: 'warning', 'Not Enrolled': 'outline' }
const count = (value: number) => <span className="tabular-nums">{value.toLocaleString('en-PH')}</span>

const columns: DataTableColumn<CommunityMember>[] = [
  {
    key: 'name',
    header: 'Member',
    hideable: false,
    cell: (row) => (
      <div className="min-w-[10rem]">
        <Link to={routes.user({ id: row.id })} className="font-medium text-brand-700 hover:underline">
          {row.name || row.email}
        </Link>
        <div className="break-all text-xs text-muted">{row.email}</div>
      </div>
    ),
  },
  { key: 'batch', header: 'Batch', cell: (row) => row.batch?.name ?? <span className="text-muted">None</span> },
  { key: 'stage', header: 'Stage', cell: (row) => <span className="whitespace-nowrap">{row.stage ? stageLabel(row.stage) : 'Stage 0'}</span> },
  { key: 'group', header: 'Group', cell: (row) => row.group?.name ?? <span className="text-muted">None</span> },
  { key: 'status', header: 'Status', cell: (row) => <Badge tone={TONES[row.status] ?? 'outline'}>{row.status}</Badge> },
  { key: 'lessonsCompleted', header: 'Lessons', cell: (row) => count(row.lessonsCompleted) },
  { key: 'tasksFinished', header: 'Tasks', cell: (row) => count(row.tasksFinished) },
  { key: 'pointsEarned', header: 'Points', cell: (row) => count(row.pointsEarned) },
]

export const isEmpty = (data: CommunityReportMembersQuery) => data.communityReportMembers.totalCount === 0

export const Empty = () => <EmptyState title="No members match" description="No member is in this batch, group, stage and status. Widen the filters." />

export const Success = ({ communityReportMembers }: CellSuccessProps<CommunityReportMembersQueryVariables, CommunityReportMembersQuery>) => (
  <ServerDataTable<CommunityMember> label="Members" columns={columns} list={communityReportMembers} pageSize={communityReportMembers.pageSize} />
)

export const CommunityReportMembersCell = createCell<CommunityReportMembersQueryVariables, CommunityReportMembersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'CommunityReportMembersCell',
})

export default CommunityReportMembersCell
