// A stage's people as StageStaff lists them: each leader and reviewer change answers these, so
// Apollo updates the stage on screen by its id.
import { gql } from '@apollo/client'

export const STAGE_STAFF_FIELDS = gql`
  fragment StageStaffFields on AdminStage {
    id
    leaders {
      id
      firstName
      lastName
      email
    }
    reviewers {
      id
      firstName
      lastName
      email
    }
  }
`
