// /stages/{id}/edit: the stage's number, name, description and course.
import { EditStageCell } from '@/components/Stages/EditStageCell/EditStageCell'

export default function EditStagePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <EditStageCell id={id} />
    </div>
  )
}
