// /courses/{id}/tracks: the order of the course's units and lessons; guarded by editCourse (ordering is
// editing the course).
import { CourseTracksCell } from '@/components/Courses/CourseTracksCell/CourseTracksCell'

export default function CourseTracksPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <CourseTracksCell id={id} />
    </div>
  )
}
