// /settings/live-workshop-experienced: the experienced free-training workshop's settings (the -exp keys), grouped by
// day and each saved on its own through updateLiveWorkshopExperiencedSetting (flag liveWorkshopExperienced).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { LiveWorkshopExperiencedSettingsQuery, LiveWorkshopExperiencedSettingsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LiveWorkshopSettings } from '../LiveWorkshopSettings/LiveWorkshopSettings'
import { UPDATE_LIVE_WORKSHOP_EXPERIENCED_SETTING } from '../settingMutations'
import { SETTING_FIELDS } from '../settingFields'

export const QUERY = gql`
  query LiveWorkshopExperiencedSettings {
    liveWorkshopExperiencedSettings {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

export const Empty = () => <EmptyState title="No workshop settings yet" description="The workshop's keys are added with the product's releases." />

export const Success = ({ liveWorkshopExperiencedSettings }: CellSuccessProps<LiveWorkshopExperiencedSettingsQueryVariables, LiveWorkshopExperiencedSettingsQuery>) => (
  <LiveWorkshopSettings settings={liveWorkshopExperiencedSettings} mutation={UPDATE_LIVE_WORKSHOP_EXPERIENCED_SETTING} />
)

export const LiveWorkshopExperiencedSettingsCell = createCell<LiveWorkshopExperiencedSettingsQueryVariables, LiveWorkshopExperiencedSettingsQuery>({
  QUERY,
  // Always the server's values: an admin must not edit from a stale copy.
  beforeQuery: () => ({ fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'LiveWorkshopExperiencedSettingsCell',
})

export default LiveWorkshopExperiencedSettingsCell
