// A success manager's members: one server page, selectable by user id, unassigned in bulk.
import { gql, useMutation } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  FindSuccessManagerMembersQuery,
  FindSuccessManagerMembersQueryVariables,
  UnassignSuccessManagerMembersMutation,
  UnassignSuccessManagerMembersMutationVariables,
} from '@/types/graphql'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { membersLabel } from '../membersLabel'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindSuccessManagerMembers($successManagerId: Int!, $page: Int, $pageSize: Int) {
    successManagerMembers(successManagerId: $successManagerId, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        assignedAt
        assignedByName
      }
      totalCount
      page
      pageSize
    }
  }
`

const UNASSIGN = gql`
  mutation UnassignSuccessManagerMembers($successManagerId: Int!, $userIds: [Int!]!) {
    unassignSuccessManagerMembers(successManagerId: $successManagerId, userIds: $userIds)
  }
`

type Row = FindSuccessManagerMembersQuery['successManagerMembers']['items'][number]

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', hideable: false, cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
  { key: 'email', header: 'Email' },
  { key: 'assignedAt', header: 'Assigned', cell: (row) => formatDate(row.assignedAt) },
  { key: 'assignedByName', header: 'Assigned by', cell: (row) => row.assignedByName ?? <span className="text-muted">-</span> },
]

export const isEmpty = (data: FindSuccessManagerMembersQuery) => data.successManagerMembers.totalCount === 0
export const Empty = () => <EmptyState title="No members yet" description="Find members above to assign them." />

function Members({ successManagerId, list }: { successManagerId: number; list: FindSuccessManagerMembersQuery['successManagerMembers'] }) {
  const [unassign] = useMutation<UnassignSuccessManagerMembersMutation, UnassignSuccessManagerMembersMutationVariables>(UNASSIGN, {
    refetchQueries: ['FindSuccessManagerMembers', 'FindSuccessManager'],
    awaitRefetchQueries: true,
  })
  return (
    <ServerDataTable<Row>
      label="Members"
      columns={columns}
      list={list}
      preferencesKey="success-manager-members"
      bulkActions={[
        {
          label: 'Unassign',
          variant: 'danger',
          onClick: async (rows) => {
            try {
              const count = (await unassign({ variables: { successManagerId, userIds: rows.map((row) => row.id) } })).data?.unassignSuccessManagerMembers ?? 0
              notifySuccess(`Unassigned ${membersLabel(count)}`)
            } catch (error) {
              notifyError(error)
            }
          },
        },
      ]}
    />
  )
}

export const Success = ({
  successManagerMembers,
  successManagerId,
}: CellSuccessProps<FindSuccessManagerMembersQueryVariables, FindSuccessManagerMembersQuery>) => (
  <Members successManagerId={successManagerId} list={successManagerMembers} />
)

export const SuccessManagerMembersCell = createCell<FindSuccessManagerMembersQueryVariables, FindSuccessManagerMembersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'SuccessManagerMembersCell',
})

export default SuccessManagerMembersCell
