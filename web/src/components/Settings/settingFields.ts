// A setting as SettingsList shows and edits it: the three settings pages and their three updates
// select the same fields, so a saved value lands in the cache where the list reads it.
import { gql } from '@apollo/client'

export const SETTING_FIELDS = gql`
  fragment SettingFields on Setting {
    id
    name
    value
    type
    description
    scope
    updatedAt
  }
`
