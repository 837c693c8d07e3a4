// The member's progress as MyStage renders it (and the navbar drawer, a part of it): the page, the
// drawer and finishTask's and requestMoveUp's answers all select these, so Apollo's cache, which
// normalises StageProgress by the member's id, updates every screen at once.
import { gql } from '@apollo/client'

export const STAGE_PROGRESS_FIELDS = gql`
  fragment StageProgressFields on StageProgress {
    id
    stage {
      id
      number
      name
      description
    }
    nextStage {
      id
      number
      name
    }
    points
    percentage
    remainingTasksCount
    stageTasks {
      id
      title
      description
      points
      actionLabel
      actionUrl
      finished
      finishedAt
    }
    remainingTasks {
      id
      title
      points
    }
    canRequestMoveUp
    moveUpRequest {
      id
      status
      note
      createdAt
      reviewerName
      reviewerNote
      reviewedAt
      toStage {
        id
        number
        name
      }
    }
  }
`
