// A stage's task as the stage page lists it (TaskRow): every task operation answers these fields.
import { gql } from '@apollo/client'

export const STAGE_TASK_FIELDS = gql`
  fragment StageTaskFields on StageTask {
    id
    stageId
    title
    description
    points
    actionLabel
    actionUrl
    position
    archivedAt
    completionCount
  }
`
