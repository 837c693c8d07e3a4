// /settings/live-workshop-beginner: the beginner free-training workshop's settings, grouped by
// day and each saved on its own through updateLiveWorkshopBeginnerSetting (flag liveWorkshopBeginner).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { LiveWorkshopBeginnerSettingsQuery, LiveWorkshopBeginnerSettingsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LiveWorkshopSettings } from '../LiveWorkshopSettings/LiveWorkshopSettings'
import { UPDATE_LIVE_WORKSHOP_BEGINNER_SETTING } from '../settingMutations'
import { SETTING_FIELDS } from '../settingFields'

export const QUERY = gql`
  query LiveWorkshopBeginnerSettings {
    liveWorkshopBeginnerSettings {
      ...SettingFields
    }
  }
  ${SETTING_FIELDS}
`

export const Empty = () => <EmptyState title="No workshop settings yet" description="The workshop's keys are added with the product's releases." />

export const Success = ({ liveWorkshopBeginnerSettings }: CellSuccessProps<LiveWorkshopBeginnerSettingsQueryVariables, LiveWorkshopBeginnerSettingsQuery>) => (
  <LiveWorkshopSettings settings={liveWorkshopBeginnerSettings} mutation={UPDATE_LIVE_WORKSHOP_BEGINNER_SETTING} />
)

export const LiveWorkshopBeginnerSettingsCell = createCell<LiveWorkshopBeginnerSettingsQueryVariables, LiveWorkshopBeginnerSettingsQuery>({
  QUERY,
  // Always the server's values: an admin must not edit from a stale copy.
  beforeQuery: () => ({ fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'LiveWorkshopBeginnerSettingsCell',
})

export default LiveWorkshopBeginnerSettingsCell
