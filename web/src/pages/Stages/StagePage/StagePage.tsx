// /stages/{id}: one stage with its tasks, leaders and reviewers.
import { StageCell } from '@/components/Stages/StageCell/StageCell'

export default function StagePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <StageCell id={id} />
    </div>
  )
}
