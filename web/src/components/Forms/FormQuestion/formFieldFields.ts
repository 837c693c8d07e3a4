// One question of a form, as FormQuestion asks it and QuestionEditor edits it: the fill-in page and the
// staff form page (AdminFormFields) select it the same way.
import { gql } from '@apollo/client'

export const FORM_FIELD_FIELDS = gql`
  fragment FormFieldFields on FormField {
    name
    label
    type
    required
    options
    helpText
  }
`
