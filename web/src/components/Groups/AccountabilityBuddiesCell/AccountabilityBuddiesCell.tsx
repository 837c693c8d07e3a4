// The member's accountability group (accountabilityBuddies): null when they have none or the
// enable-challenge-buddies setting is off, which the Empty state explains.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { AccountabilityBuddiesQuery, AccountabilityBuddiesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { BuddyGroupView } from '../BuddyGroupView/BuddyGroupView'
import { HeaderSkeleton, TableSkeleton } from '../skeletons'

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
  Loading: () => (
    <>
      <HeaderSkeleton label="Loading your accountability group" />
      <TableSkeleton label="Loading your buddies" />
    </>
  ),
  Empty: () => (
    <EmptyState
      title="No accountability group yet"
      description="When you are placed in an accountability group, your leader and buddies show here so you can keep each other on track."
      className="rounded-xl border border-dashed border-slate-300 bg-white"
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your accountability group" />,
  Success: ({ accountabilityBuddies }) => <BuddyGroupView group={accountabilityBuddies!} kind="accountability" />,
  displayName: 'AccountabilityBuddiesCell',
})

export default AccountabilityBuddiesCell
