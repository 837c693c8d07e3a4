// One page of a sub-group's members (viewSubGroupMembers).
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { SubGroupMembersQuery, SubGroupMembersQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { PeopleTable } from '../PeopleTable/PeopleTable'
import { TableSkeleton } from '../skeletons'
import { GROUP_PERSON_LIST_FIELDS } from '../PeopleTable/groupPersonListFields'

export const QUERY = gql`
  query SubGroupMembers($subGroupId: Int, $page: Int, $pageSize: Int) {
    viewSubGroupMembers(subGroupId: $subGroupId, page: $page, pageSize: $pageSize) {
      ...GroupPersonListFields
    }
  }
  ${GROUP_PERSON_LIST_FIELDS}
`

type Props = { subGroupId?: number | null; page: number; pageSize: number }

export const SubGroupMembersCell = createCell<Props, SubGroupMembersQuery>({
  QUERY,
  beforeQuery: ({ subGroupId, page, pageSize }) => ({
    variables: { subGroupId: subGroupId ?? null, page, pageSize } satisfies SubGroupMembersQueryVariables,
  }),
  isEmpty: () => false,
  Loading: () => <TableSkeleton label="Loading the members" />,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the members" />,
  Success: ({ viewSubGroupMembers }) => (
    <PeopleTable
      label="Sub-group members"
      people={viewSubGroupMembers.items}
      totalCount={viewSubGroupMembers.totalCount}
      emptyTitle="No members in this sub-group yet"
    />
  ),
  displayName: 'SubGroupMembersCell',
})

export default SubGroupMembersCell
