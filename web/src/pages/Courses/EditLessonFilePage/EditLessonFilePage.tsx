// /lesson-files/{id}/edit: change a lesson file.
import { EditLessonFileCell } from '@/components/Courses/EditLessonFileCell/EditLessonFileCell'

export default function EditLessonFilePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditLessonFileCell id={id} />
    </div>
  )
}
