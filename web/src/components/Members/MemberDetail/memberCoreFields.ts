// A member's names, roles, placement and points as their profile (MemberDetail) shows them: the
// profile's query selects them, and updateMember answers exactly these so the cached profile
// refreshes after an edit.
import { gql } from '@apollo/client'

export const MEMBER_CORE_FIELDS = gql`
  fragment MemberCoreFields on Member {
    id
    email
    firstName
    middleName
    lastName
    suffix
    isAdmin
    isFastTrackStudent
    disabledAt
    status
    isMember
    basePoints
    totalPoints
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
    accessLevels {
      id
      name
      label
    }
  }
`
