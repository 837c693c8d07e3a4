// The member's accountability group (accountabilityBuddies): null when they have none or the
// enable-challenge-buddies setting is off, which the Empty state explains.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { AccountabilityBuddiesQuery, AccountabilityBuddiesQueryVariables } from '@/types/graphql'
import { BuddyGroupView } from '../BuddyGroupView/BuddyGroupView'
import { buddyCellStates } from '../BuddyGroupView/buddyCellStates'

export const QUERY = gql`
  query AccountabilityBuddies($page: Int, $pageSize: Int) {
    accountabilityBuddies(page: $page, pageSize: $pageSize) {
      id
      name
      leader {
        id
        firstName
        lastName
        slug
        profileImage
        stage {
          id
          number
          name
        }
        points
        lastActivityAt
        subGroup {
          id
          name
        }
      }
      buddies {
        items {
          id
          firstName
          lastName
          slug
          profileImage
          stage {
            id
            number
            name
          }
          points
          lastActivityAt
          subGroup {
            id
            name
          }
        }
        totalCount
        page
        pageSize
      }
    }
  }
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
