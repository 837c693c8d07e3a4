// The members list: one server page of FindMembers (the page passes useServerTable().variables
// with the address's filters), shown by the MembersTable.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindMembersQuery, FindMembersQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { MembersTable } from '../MembersTable/MembersTable'

export const QUERY = gql`
  query FindMembers(
    $page: Int
    $pageSize: Int
    $sortBy: String
    $sortOrder: SortOrder
    $search: String
    $status: String
    $memberType: String
    $batchId: Int
    $groupId: Int
    $stageId: Int
    $accessLevelId: Int
  ) {
    members(
      page: $page
      pageSize: $pageSize
      sortBy: $sortBy
      sortOrder: $sortOrder
      search: $search
      status: $status
      memberType: $memberType
      batchId: $batchId
      groupId: $groupId
      stageId: $stageId
      accessLevelId: $accessLevelId
    ) {
      items {
        id
        email
        firstName
        lastName
        tribeId
        status
        isMember
        disabledAt
        createdAt
        batch {
          id
          name
        }
        group {
          id
          name
        }
        stage {
          id
          number
          name
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindMembersQuery) => data.members.totalCount === 0

export const Empty = ({ search, status, memberType, batchId, groupId, stageId, accessLevelId }: FindMembersQueryVariables) =>
  search || status || memberType || batchId || groupId || stageId || accessLevelId ? (
    <EmptyState title="No members match" description="Try part of the name, e-mail or Tribe ID, or fewer filters." />
  ) : (
    <EmptyState title="No members yet" description="Members appear here when they sign up, are enrolled or are imported." />
  )

export const Success = ({ members }: CellSuccessProps<FindMembersQueryVariables, FindMembersQuery>) => (
  <MembersTable members={members.items} totalCount={members.totalCount} />
)

export const MembersCell = createCell<FindMembersQueryVariables, FindMembersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'MembersCell',
})

export default MembersCell
