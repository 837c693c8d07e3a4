// /community/members/{id}: one member as the back office sees them (member(id)).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindMemberQuery, FindMemberQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { MemberDetail } from '../MemberDetail/MemberDetail'
import { MEMBER_CORE_FIELDS } from '../MemberDetail/memberCoreFields'

export const QUERY = gql`
  query FindMember($id: Int!) {
    member(id: $id) {
      ...MemberCoreFields
      tribeId
      slug
      mobileNumber
      sex
      birthdate
      archivedAt
      lastLoginAt
      createdAt
      subGroup {
        id
        name
      }
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
  ${MEMBER_CORE_FIELDS}
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
