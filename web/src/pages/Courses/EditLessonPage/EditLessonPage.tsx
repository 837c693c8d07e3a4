// /lessons/{id}/edit: change a lesson.
import { EditLessonCell } from '@/components/Courses/EditLessonCell/EditLessonCell'

export default function EditLessonPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditLessonCell id={id} />
    </div>
  )
}
