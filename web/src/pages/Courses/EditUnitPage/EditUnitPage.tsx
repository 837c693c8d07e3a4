// /units/{id}/edit: change a unit.
import { EditUnitCell } from '@/components/Courses/EditUnitCell/EditUnitCell'

export default function EditUnitPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditUnitCell id={id} />
    </div>
  )
}
