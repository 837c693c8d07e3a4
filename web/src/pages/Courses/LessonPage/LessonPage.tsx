// /lessons/{id}: one lesson with its files.
import { LessonCell } from '@/components/Courses/LessonCell/LessonCell'

export default function LessonPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <LessonCell id={id} />
    </div>
  )
}
