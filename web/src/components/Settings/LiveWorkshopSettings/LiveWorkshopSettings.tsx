// A free-training workshop's settings, grouped as the workshop runs: its switches and master
// link, then Day 1..3 (Zoom link, recording, freebie). Each saved on its own.
import type { SettingMutation, SettingRow } from '../settingMutations'
import { SettingsList } from '../SettingsList/SettingsList'
import { workshopGroups } from '../settingLabels'

export function LiveWorkshopSettings({ settings, mutation }: { settings: readonly SettingRow[]; mutation: SettingMutation }) {
  return (
    <div className="space-y-6">
      {workshopGroups(settings).map((group) => (
        <SettingsList key={group.title} title={group.title} settings={group.settings} mutation={mutation} />
      ))}
    </div>
  )
}
