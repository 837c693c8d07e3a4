// /community/members/{id}: one member as the back office sees them (member(id)).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindMemberQuery, FindMemberQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { MemberDetail } from '../MemberDetail/MemberDetail'

export const QUERY = gql`
  query FindMember($id: Int!) {
    member(id: $id) {
      id
      email
      firstName
      middleName
      lastName
      suffix
      tribeId
      slug
      mobileNumber
      sex
      birthdate
      isAdmin
      isFastTrackStudent
      disabledAt
      archivedAt
      lastLoginAt
      createdAt
      status
      isMember
      batch {
        id
        name
      }
      group {
        id
        name
      }
      subGroup {
        id
        name
      }
      stage {
        id
        number
        name
      }
      accessLevels {
        id
        name
        label
      }
      basePoints
      totalPoints
      subscriptions {
        id
        funnelName
        productName
        startsAt
        expiry
        unenrolledAt
        status
      }
      courseProgress {
        courseId
        courseName
        completedLessons
        totalLessons
      }
      recentLogs {
        id
        action
        createdAt
        actorName
        details
      }
    }
  }
`

type Found = { member: NonNullable<FindMemberQuery['member']> }

export const Empty = () => <EmptyState title="Member not found" description="They may have been merged into another account." action={{ label: 'All members', to: routes.users() }} />

export const Success = ({ member }: CellSuccessProps<FindMemberQueryVariables, Found>) => <MemberDetail member={member} />

export const MemberCell = createCell<FindMemberQueryVariables, FindMemberQuery, Found>({
  QUERY,
  // Always the server's copy: the profile is where staff check what an edit did.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: 'MemberCell',
})

export default MemberCell
