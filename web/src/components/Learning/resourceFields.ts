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

// One page of resources as ResourcesPage (resourceCellParts.tsx) lists them: the member's and the
// public resources list select the same page.
export const LEARNER_RESOURCE_LIST_FIELDS = gql`
  fragment LearnerResourceListFields on LearnerResourceList {
    items {
      ...LearnerResourceFields
    }
    totalCount
    page
    pageSize
  }
  ${LEARNER_RESOURCE_FIELDS}
`
