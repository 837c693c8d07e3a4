// What the resource's page and edit form read and what a save answers, so the cache keeps one copy.
import { gql } from '@apollo/client'

export const RESOURCE_FILE_FIELDS = gql`
  fragment ResourceFileFields on ResourceFile {
    id
    title
    description
    category
    fileUrl
    fileName
    contentType
    sizeBytes
    audience
    isPublished
    isLink
    downloadUrl
    previewUrl
    updatedAt
  }
`
