// What every staff view of one resource reads (ResourceFile shows it, ResourceFileForm edits it): the
// resource page's query, the edit page's query and updateResourceFile's answer each add their own
// extras (previewUrl, who made it and when) beside it.
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
  }
`
