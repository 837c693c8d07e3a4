// One form as staff see and edit it (FormDetail, FormEditor): the form page's query and updateForm's
// answer both select it, so the page keeps the same data after a save.
import { gql } from '@apollo/client'
import { FORM_FIELD_FIELDS } from '../FormQuestion/formFieldFields'

export const ADMIN_FORM_FIELDS = gql`
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
      ...FormFieldFields
    }
  }
  ${FORM_FIELD_FIELDS}
`
