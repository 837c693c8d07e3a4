// /courses/my-courses/{courseId}/{lessonId}: the lesson player.
import { LessonPlayerCell } from '@/components/Learning/LessonPlayerCell/LessonPlayerCell'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyLessonPage({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  return (
    <PageShell>
      <MembershipGate>
        <LessonPlayerCell courseId={courseId} lessonId={lessonId} />
      </MembershipGate>
    </PageShell>
  )
}
