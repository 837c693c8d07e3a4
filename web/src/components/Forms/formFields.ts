// What the form page reads and what a save answers, so the cache keeps one copy.
import { gql } from '@apollo/client'

export const FORM_FIELDS = gql`
  fragment AdminFormFields on AdminForm {
    id
    slug
    title
    description
    isPublic
    isPublished
    responseCount
    updatedAt
    fields {
      name
      label
      type
      required
      options
      helpText
    }
  }
`
