// /access-levels/{id}/edit: the level's name, label and flags as grouped switches.
import { EditAccessLevelCell } from '@/components/AccessLevels/EditAccessLevelCell/EditAccessLevelCell'

export default function EditAccessLevelPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditAccessLevelCell id={id} />
    </div>
  )
}
