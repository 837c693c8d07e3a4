// A group member or buddy as PeopleTable (and BuddyGroupView's leader card) renders them: one
// selection for every group and buddy document, so the screens can never drift apart.
import { gql } from '@apollo/client'

export const GROUP_PERSON_FIELDS = gql`
  fragment GroupPersonFields on GroupPerson {
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
`
