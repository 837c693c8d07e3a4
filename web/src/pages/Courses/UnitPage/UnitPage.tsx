// /units/{id}: one unit with its lessons.
import { UnitCell } from '@/components/Courses/UnitCell/UnitCell'

export default function UnitPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <UnitCell id={id} />
    </div>
  )
}
