// One page of a group's members (viewGroupMembers): `groupId`, or by default the group the user leads.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { GroupMembersQuery, GroupMembersQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { PeopleTable } from '../PeopleTable/PeopleTable'
import { TableSkeleton } from '../skeletons'
import { GROUP_PERSON_LIST_FIELDS } from '../PeopleTable/groupPersonListFields'

export const QUERY = gql`
  query GroupMembers($groupId: Int, $page: Int, $pageSize: Int) {
    viewGroupMembers(groupId: $groupId, page: $page, pageSize: $pageSize) {
      ...GroupPersonListFields
    }
  }
  ${GROUP_PERSON_LIST_FIELDS}
`

type Props = { groupId?: number | null; page: number; pageSize: number }

export const MyGroupMembersCell = createCell<Props, GroupMembersQuery>({
  QUERY,
  beforeQuery: ({ groupId, page, pageSize }) => ({
    variables: { groupId: groupId ?? null, page, pageSize } satisfies GroupMembersQueryVariables,
  }),
  // An empty group still shows its table, with the table's own empty state.
  isEmpty: () => false,
  Loading: () => <TableSkeleton label="Loading the members" />,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the members" />,
  Success: ({ viewGroupMembers }) => (
    <PeopleTable
      label="Group members"
      people={viewGroupMembers.items}
      totalCount={viewGroupMembers.totalCount}
      showSubGroup
      emptyTitle="No members in this group yet"
    />
  ),
  displayName: 'MyGroupMembersCell',
})

export default MyGroupMembersCell
