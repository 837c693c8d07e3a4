// One event as staff see it (Event) and edit it (EventForm): the event page's query, the edit page's
// query and updateEvent's answer all select it, so the three stay the same.
import { gql } from '@apollo/client'

export const EVENT_FIELDS = gql`
  fragment EventFields on Event {
    id
    title
    description
    imageUrl
    imagePreviewUrl
    startsAt
    endsAt
    recurrenceRule
    timeZone
    zoomLink
    recordingUrl
    audience
    isPublished
    status
    createdById
    createdAt
    updatedAt
  }
`
