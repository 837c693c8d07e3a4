// An event as the member's pages show it (EventCard, EventDetails): the home's upcoming events, the
// events list and one event select the same fields.
import { gql } from '@apollo/client'

export const LEARNER_EVENT_FIELDS = gql`
  fragment LearnerEventFields on LearnerEvent {
    id
    title
    description
    imageUrl
    startsAt
    endsAt
    timeZone
    recurrenceRule
    isRecurring
    nextStartsAt
    nextEndsAt
    status
    zoomLink
    recordingUrl
  }
`
