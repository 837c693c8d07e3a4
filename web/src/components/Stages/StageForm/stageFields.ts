// A stage (AdminStage) as StageForm edits it, with its course's name: the edit page (EditStage), its save answer
// (UpdateStage) and the stage's page (FindStage) all select these, each adding its own.
import { gql } from '@apollo/client'

export const ADMIN_STAGE_FIELDS = gql`
  fragment AdminStageFields on AdminStage {
    id
    number
    name
    description
    courseId
    course {
      id
      name
    }
  }
`
