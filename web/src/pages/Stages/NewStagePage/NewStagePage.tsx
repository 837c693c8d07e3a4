// /stages/new: the stage form; the new stage's page follows, where its tasks and people are added.
import { NewStageCell } from '@/components/Stages/NewStageCell/NewStageCell'

export default function NewStagePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <NewStageCell />
    </div>
  )
}
