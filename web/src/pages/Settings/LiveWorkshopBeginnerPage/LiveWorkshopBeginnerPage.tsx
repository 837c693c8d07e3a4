// /settings/live-workshop-beginner (flag liveWorkshopBeginner): the beginner free-training workshop.
import { LiveWorkshopBeginnerSettingsCell } from '@/components/Settings/LiveWorkshopBeginnerSettingsCell/LiveWorkshopBeginnerSettingsCell'

export default function LiveWorkshopBeginnerPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Free Training Workshop (Beginner)</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">The live workshop of the beginner free training: its switches, master link and each day's links.</p>
      <LiveWorkshopBeginnerSettingsCell />
    </div>
  )
}
