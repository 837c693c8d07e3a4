// The challenge groups (one server page, latest challenge first) on the /challenge-groups board:
// members added in bulk (they stay in their other challenges) and removed in bulk; the chosen group
// edited or deleted.
import { gql, useMutation } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type {
  AssignChallengeMembersMutation,
  AssignChallengeMembersMutationVariables,
  FindChallengeGroupsQuery,
  FindChallengeGroupsQueryVariables,
  RemoveChallengeMembersMutation,
  RemoveChallengeMembersMutationVariables,
} from '@/types/graphql'
import { BuddyGroupsBoard } from '../BuddyGroupsBoard/BuddyGroupsBoard'
import { BUDDY_PERSON_FIELDS } from '../BuddyGroupsBoard/buddyPersonFields'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CHALLENGE_CHOICES } from '../challengeChoices'
import { ChallengeGroupActions } from '../EditChallengeGroup/EditChallengeGroup'
import { membersLabel } from '../membersLabel'

export const QUERY = gql`
  query FindChallengeGroups($page: Int, $pageSize: Int, $search: String) {
    challengeGroups(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        name
        startsOn
        endsOn
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

const ASSIGN = gql`
  mutation AssignChallengeMembers($challengeGroupId: Int!, $userIds: [Int!]!) {
    assignChallengeMembers(challengeGroupId: $challengeGroupId, userIds: $userIds) {
      assignedCount
    }
  }
`

const REMOVE = gql`
  mutation RemoveChallengeMembers($challengeGroupId: Int!, $userIds: [Int!]!) {
    removeChallengeMembers(challengeGroupId: $challengeGroupId, userIds: $userIds)
  }
`

export const isEmpty = (data: FindChallengeGroupsQuery) => data.challengeGroups.totalCount === 0
export const Empty = () => <EmptyState title="No challenge groups yet" description="Create one for the next challenge above." />

function Board({ list }: { list: FindChallengeGroupsQuery['challengeGroups'] }) {
  const options = { refetchQueries: ['FindChallengeGroups'], awaitRefetchQueries: true }
  const [assign, { loading }] = useMutation<AssignChallengeMembersMutation, AssignChallengeMembersMutationVariables>(ASSIGN, options)
  const [remove] = useMutation<RemoveChallengeMembersMutation, RemoveChallengeMembersMutationVariables>(REMOVE, options)
  return (
    <BuddyGroupsBoard
      label="Challenge groups"
      groups={list.items}
      totalCount={list.totalCount}
      withDates
      choicesDocument={CHALLENGE_CHOICES}
      currentLabel="Challenges"
      busy={loading}
      groupActions={(group) => <ChallengeGroupActions group={group} />}
      onAssign={async (groupId, userIds) => {
        const result = (await assign({ variables: { challengeGroupId: groupId, userIds } })).data?.assignChallengeMembers
        return result && `Added ${membersLabel(result.assignedCount)}`
      }}
      onRemove={async (groupId, userIds) => {
        const count = (await remove({ variables: { challengeGroupId: groupId, userIds } })).data?.removeChallengeMembers
        return `Removed ${membersLabel(count ?? 0)}`
      }}
    />
  )
}

export const Success = ({ challengeGroups }: CellSuccessProps<FindChallengeGroupsQueryVariables, FindChallengeGroupsQuery>) => <Board list={challengeGroups} />

export const ChallengeGroupsCell = createCell<FindChallengeGroupsQueryVariables, FindChallengeGroupsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'ChallengeGroupsCell',
})

export default ChallengeGroupsCell
