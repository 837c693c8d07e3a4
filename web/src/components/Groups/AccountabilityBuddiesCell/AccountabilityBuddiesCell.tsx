// The member's accountability group (accountabilityBuddies): null when they have none or the
// enable-challenge-buddies setting is off, which the Empty state explains.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { AccountabilityBuddiesQuery, AccountabilityBuddiesQueryVariables } from '@/types/graphql'
import { BuddyGroupView } from '../BuddyGroupView/BuddyGroupView'
import { buddyCellStates } from '../BuddyGroupView/buddyCellStates'
import { GROUP_PERSON_FIELDS } from '../PeopleTable/groupPersonFields'
import { GROUP_PERSON_LIST_FIELDS } from '../PeopleTable/groupPersonListFields'

export const QUERY = gql`
  query AccountabilityBuddies($page: Int, $pageSize: Int) {
    accountabilityBuddies(page: $page, pageSize: $pageSize) {
      id
      name
      leader {
        ...GroupPersonFields
      }
      buddies {
        ...GroupPersonListFields
      }
    }
  }
  ${GROUP_PERSON_FIELDS}
  ${GROUP_PERSON_LIST_FIELDS}
`

type Props = { page: number; pageSize: number }

export const AccountabilityBuddiesCell = createCell<Props, AccountabilityBuddiesQuery>({
  QUERY,
  beforeQuery: ({ page, pageSize }) => ({ variables: { page, pageSize } satisfies AccountabilityBuddiesQueryVariables }),
  ...buddyCellStates(
    'accountability group',
    'When you are placed in an accountability group, your leader and buddies show here so you can keep each other on track.',
  ),
  Success: ({ accountabilityBuddies }) => <BuddyGroupView group={accountabilityBuddies!} kind="accountability" />,
  displayName: 'AccountabilityBuddiesCell',
})

export default AccountabilityBuddiesCell
