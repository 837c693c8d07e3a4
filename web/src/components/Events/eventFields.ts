// What the event page and its edit form read, and what a save answers, so the cache keeps one copy.
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
