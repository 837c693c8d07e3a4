// /settings/live-workshop-experienced (flag liveWorkshopExperienced): the experienced free-training workshop.
import { LiveWorkshopExperiencedSettingsCell } from '@/components/Settings/LiveWorkshopExperiencedSettingsCell/LiveWorkshopExperiencedSettingsCell'

export default function LiveWorkshopExperiencedPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Free Training Workshop (Expert)</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">The live workshop of the experienced free training (the -exp settings): its switches, master link and each day's links.</p>
      <LiveWorkshopExperiencedSettingsCell />
    </div>
  )
}
