// /lessons/new (?unitId= starts with that unit): a new lesson (route guarded by newLesson; saving
// needs lesson_create).
import { NewLesson } from '@/components/Courses/NewLesson/NewLesson'
import { useQueryParam } from '@/lib/useQueryParam'

export default function NewLessonPage() {
  const [unitId] = useQueryParam('unitId')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewLesson unitId={Number(unitId) > 0 ? Number(unitId) : null} />
    </div>
  )
}
