// /courses/new: a new course (route guarded by the newCourse page flag; saving needs course_create).
import { NewCourse } from '@/components/Courses/NewCourse/NewCourse'

export default function NewCoursePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewCourse />
    </div>
  )
}
