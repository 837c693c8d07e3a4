// /courses/{id}/edit: change a course.
import { EditCourseCell } from '@/components/Courses/EditCourseCell/EditCourseCell'

export default function EditCoursePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditCourseCell id={id} />
    </div>
  )
}
