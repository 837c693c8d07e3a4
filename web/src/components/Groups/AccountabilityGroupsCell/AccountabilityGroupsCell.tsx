// The accountability groups (one server page) on the board of /admin-accountability-group:
// members assigned in bulk (one in another group leaves it) and removed in bulk. On
// /accountability-team-lead-selection (`leads`) each group links to choosing its team lead. On both
// the chosen group can be deleted, once confirmed.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type {
  AssignAccountabilityMembersMutation,
  AssignAccountabilityMembersMutationVariables,
  FindAccountabilityGroupsQuery,
  FindAccountabilityGroupsQueryVariables,
  RemoveAccountabilityMembersMutation,
  RemoveAccountabilityMembersMutationVariables,
} from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { BuddyGroupsBoard, type BuddyGroupRow } from '../BuddyGroupsBoard/BuddyGroupsBoard'
import { BUDDY_PERSON_FIELDS } from '../BuddyGroupsBoard/buddyPersonFields'
import { DeleteBuddyGroup } from '../BuddyGroupsBoard/DeleteBuddyGroup'
import { membersLabel } from '../membersLabel'

export const QUERY = gql`
  query FindAccountabilityGroups($page: Int, $pageSize: Int, $search: String) {
    accountabilityGroups(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        name
        memberCount
        leader {
          ...BuddyPersonFields
        }
        members {
          ...BuddyPersonFields
        }
      }
      totalCount
      page
      pageSize
    }
  }
  ${BUDDY_PERSON_FIELDS}
`

export const ACCOUNTABILITY_CHOICES = gql`
  query AccountabilityUserChoices($search: String) {
    choices: accountabilityUserChoices(search: $search) {
      id
      name
      email
      current
    }
  }
`

const ASSIGN = gql`
  mutation AssignAccountabilityMembers($accountabilityGroupId: Int!, $userIds: [Int!]!) {
    assignAccountabilityMembers(accountabilityGroupId: $accountabilityGroupId, userIds: $userIds) {
      assignedCount
      movedCount
    }
  }
`

const REMOVE = gql`
  mutation RemoveAccountabilityMembers($accountabilityGroupId: Int!, $userIds: [Int!]!) {
    removeAccountabilityMembers(accountabilityGroupId: $accountabilityGroupId, userIds: $userIds)
  }
`

export const DELETE_ACCOUNTABILITY_GROUP = gql`
  mutation DeleteAccountabilityGroup($id: Int!) {
    deleteAccountabilityGroup(id: $id)
  }
`

type Variables = FindAccountabilityGroupsQueryVariables & { leads?: boolean }

export const isEmpty = (data: FindAccountabilityGroupsQuery) => data.accountabilityGroups.totalCount === 0
export const Empty = () => <EmptyState title="No accountability groups yet" description="Create one by choosing its team lead." />

/** Deleting the chosen group: its members have none afterwards, its team lead leads none. */
function DeleteGroup({ group }: { group: BuddyGroupRow }) {
  const lead = group.leader ? `, and ${group.leader.name} no longer leads one` : ''
  return (
    <DeleteBuddyGroup group={group} mutation={DELETE_ACCOUNTABILITY_GROUP} listQuery="FindAccountabilityGroups">
      {group.memberCount > 0
        ? `Its ${membersLabel(group.memberCount)} will have no accountability group until assigned to another${lead}.`
        : `It has no members${lead}.`}
    </DeleteBuddyGroup>
  )
}

function Board({ list, leads }: { list: FindAccountabilityGroupsQuery['accountabilityGroups']; leads?: boolean }) {
  const options = { refetchQueries: ['FindAccountabilityGroups'], awaitRefetchQueries: true }
  const [assign, { loading }] = useMutation<AssignAccountabilityMembersMutation, AssignAccountabilityMembersMutationVariables>(ASSIGN, options)
  const [remove] = useMutation<RemoveAccountabilityMembersMutation, RemoveAccountabilityMembersMutationVariables>(REMOVE, options)
  return (
    <BuddyGroupsBoard
      label="Accountability groups"
      groups={list.items}
      totalCount={list.totalCount}
      choicesDocument={ACCOUNTABILITY_CHOICES}
      currentLabel="Group"
      busy={loading}
      leadLink={leads ? (group) => routes.accountabilityTeamLead({ id: group.id }) : undefined}
      groupActions={(group) => <DeleteGroup group={group} />}
      onAssign={async (groupId, userIds) => {
        const result = (await assign({ variables: { accountabilityGroupId: groupId, userIds } })).data?.assignAccountabilityMembers
        return result && `Assigned ${membersLabel(result.assignedCount)}${result.movedCount ? ` (${result.movedCount} left another group)` : ''}`
      }}
      onRemove={async (groupId, userIds) => {
        const count = (await remove({ variables: { accountabilityGroupId: groupId, userIds } })).data?.removeAccountabilityMembers
        return `Removed ${membersLabel(count ?? 0)}`
      }}
    />
  )
}

export const Success = ({ accountabilityGroups, leads }: CellSuccessProps<Variables, FindAccountabilityGroupsQuery>) => (
  <Board list={accountabilityGroups} leads={leads} />
)

export const AccountabilityGroupsCell = createCell<Variables, FindAccountabilityGroupsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AccountabilityGroupsCell',
})

export default AccountabilityGroupsCell
