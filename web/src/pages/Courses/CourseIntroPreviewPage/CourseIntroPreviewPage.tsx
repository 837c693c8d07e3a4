// /courses/{id}/intro/preview: the saved intro exactly as a member sees it; guarded by course (reading
// the course, the nearest flag).
import { CourseIntroPreviewCell } from '@/components/Courses/CourseIntroPreviewCell/CourseIntroPreviewCell'

export default function CourseIntroPreviewPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <CourseIntroPreviewCell id={id} />
    </div>
  )
}
