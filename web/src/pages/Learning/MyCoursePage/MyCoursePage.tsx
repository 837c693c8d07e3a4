// /courses/my-courses/{id}: one course, its intro, progress and lessons.
import { routes } from '@redwoodjs/router'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyCourseCell } from '@/components/Learning/MyCourseCell/MyCourseCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyCoursePage({ id }: { id: number }) {
  return (
    <PageShell className="space-y-6">
      <BackLink to={routes.viewCourses()}>My Courses</BackLink>
      <MembershipGate>
        <MyCourseCell id={id} />
      </MembershipGate>
    </PageShell>
  )
}
