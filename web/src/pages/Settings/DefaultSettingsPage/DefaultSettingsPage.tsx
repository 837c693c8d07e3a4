// /default-settings (flag defaultSettings): the site's switches, links and numbers.
import { DefaultSettingsCell } from '@/components/Settings/DefaultSettingsCell/DefaultSettingsCell'

export default function DefaultSettingsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Default Settings</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Switches take effect as soon as they are flipped; other settings when you press Save.</p>
      <DefaultSettingsCell />
    </div>
  )
}
