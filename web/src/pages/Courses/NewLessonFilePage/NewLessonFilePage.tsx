// /lesson-files/new (?lessonId= starts with that lesson): a new lesson file.
import { NewLessonFile } from '@/components/Courses/NewLessonFile/NewLessonFile'
import { useQueryParam } from '@/lib/useQueryParam'

export default function NewLessonFilePage() {
  const [lessonId] = useQueryParam('lessonId')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewLessonFile lessonId={Number(lessonId) > 0 ? Number(lessonId) : null} />
    </div>
  )
}
