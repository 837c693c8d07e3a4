// /lesson-files/{id}: one lesson file.
import { LessonFileCell } from '@/components/Courses/LessonFileCell/LessonFileCell'

export default function LessonFilePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <LessonFileCell id={id} />
    </div>
  )
}
