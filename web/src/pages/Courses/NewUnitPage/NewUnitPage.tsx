// /units/new (?courseId= starts with that course): a new unit.
import { NewUnit } from '@/components/Courses/NewUnit/NewUnit'
import { useQueryParam } from '@/lib/useQueryParam'

export default function NewUnitPage() {
  const [courseId] = useQueryParam('courseId')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewUnit courseId={Number(courseId) > 0 ? Number(courseId) : null} />
    </div>
  )
}
