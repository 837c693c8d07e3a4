// /courses/{id}/intro: the course's intro (video, short description, what members get), with a
// live member's view; guarded by editCourse (the spec has no flag of its own: editing the intro is
// editing the course).
import { CourseIntroCell } from '@/components/Courses/CourseIntroCell/CourseIntroCell'

export default function CourseIntroPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <CourseIntroCell id={id} />
    </div>
  )
}
