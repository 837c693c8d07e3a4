// A move-up request as ReviewCard renders it: the review queue (both lists), the leader's page and
// the approve and send-back answers all select these, so Apollo's cache answers every screen alike.
import { gql } from '@apollo/client'

export const MOVE_UP_REVIEW_FIELDS = gql`
  fragment MoveUpReviewFields on MoveUpReview {
    id
    status
    note
    createdAt
    reviewerName
    reviewerNote
    reviewedAt
    fromStage {
      id
      number
      name
    }
    toStage {
      id
      number
      name
    }
    member {
      id
      firstName
      lastName
      email
      points
      finishedCount
      percentage
    }
  }
`
