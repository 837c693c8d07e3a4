// /default-settings: every setting of the default scope (feature switches, links, numbers), each
// saved on its own through updateDefaultSetting.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { DefaultSettingsQuery, DefaultSettingsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { UPDATE_DEFAULT_SETTING } from '../settingMutations'
import { SettingsList } from '../SettingsList/SettingsList'
import { SETTING_FIELDS } from '../settingFields'

export const QUERY = gql`
  query DefaultSettings {
    defaultSettings {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

export const Empty = () => <EmptyState title="No settings yet" description="Default settings are added with the product's releases." />

export const Success = ({ defaultSettings }: CellSuccessProps<DefaultSettingsQueryVariables, DefaultSettingsQuery>) => (
  <SettingsList settings={defaultSettings} mutation={UPDATE_DEFAULT_SETTING} />
)

export const DefaultSettingsCell = createCell<DefaultSettingsQueryVariables, DefaultSettingsQuery>({
  QUERY,
  // Always the server's values: an admin must not edit from a stale copy.
  beforeQuery: () => ({ fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'DefaultSettingsCell',
})

export default DefaultSettingsCell
