// The batches, groups, stages and access levels the members toolbar's filters (MembersToolbar) and
// the edit form (MemberForm) offer: both documents select memberFilterOptions the same way.
import { gql } from '@apollo/client'

export const MEMBER_FILTER_CHOICES_FIELDS = gql`
  fragment MemberFilterChoicesFields on MemberFilterOptions {
    batches {
      id
      name
    }
    groups {
      id
      name
    }
    stages {
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
