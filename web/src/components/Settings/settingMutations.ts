// The three ways to save one setting, one per admin page (each guarded by that page's flag on the
// server). They answer the whole setting, so Apollo's cache (keyed Setting:<id>) shows the saved value.
import { gql } from '@apollo/client'
import { SETTING_FIELDS } from './settingFields'

export const UPDATE_DEFAULT_SETTING = gql`
  mutation UpdateDefaultSetting($id: Int!, $value: String!) {
    updateDefaultSetting(id: $id, value: $value) {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

export const UPDATE_LIVE_WORKSHOP_BEGINNER_SETTING = gql`
  mutation UpdateLiveWorkshopBeginnerSetting($id: Int!, $value: String!) {
    updateLiveWorkshopBeginnerSetting(id: $id, value: $value) {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

export const UPDATE_LIVE_WORKSHOP_EXPERIENCED_SETTING = gql`
  mutation UpdateLiveWorkshopExperiencedSetting($id: Int!, $value: String!) {
    updateLiveWorkshopExperiencedSetting(id: $id, value: $value) {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

/** One of the three mutations above: same variables, a different field and flag. */
export type SettingMutation = typeof UPDATE_DEFAULT_SETTING

/** A setting as the pages show it. */
export type SettingRow = { id: number; name: string; value: string; type: string; description?: string | null }
