// A resource as the member's and the public resource pages show it (ResourceList, ResourceDetails):
// one selection for the lists and the single resource, signed in or not.
import { gql } from '@apollo/client'

export const LEARNER_RESOURCE_FIELDS = gql`
  fragment LearnerResourceFields on LearnerResource {
    id
    title
    description
    category
    fileName
    contentType
    sizeBytes
    isLink
    url
    previewUrl
    createdAt
  }
`
