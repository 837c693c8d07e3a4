// /courses/{id}: one course with its units and lessons.
import { CourseCell } from '@/components/Courses/CourseCell/CourseCell'

export default function CoursePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <CourseCell id={id} />
    </div>
  )
}
