// A card of settings, one row each, every row its own typed control saved on its own.
import type { SettingMutation, SettingRow } from '../settingMutations'
import { SettingControl } from '../SettingControl/SettingControl'
import { settingLabel } from '../settingLabels'

type Props = {
  settings: readonly SettingRow[]
  mutation: SettingMutation
  /** A heading for the card (the workshop pages' groups); none for a single list. */
  title?: string
}

export function SettingsList({ settings, mutation, title }: Props) {
  return (
    <section aria-label={title} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {title && (
        <h2 className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold uppercase tracking-wide text-slate-600 sm:px-6">
          {title}
        </h2>
      )}
      <ul className="divide-y divide-slate-100">
        {settings.map((setting) => (
          <li key={setting.id} className="px-4 py-4 sm:px-6">
            <SettingControl setting={setting} label={settingLabel(setting.name)} mutation={mutation} />
          </li>
        ))}
      </ul>
    </section>
  )
}
