// /courses: every live course (or the published, draft or archived ones), a page at a time;
// ?page=, ?sortBy=, ?sortOrder=, ?status= and ?search= in the address are the list's variables, so
// a reload or a shared link shows the same page. "Add New Course" shows only with course_create.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateCourse } from '@/components/Courses/courseAccess'
import { CoursesCell } from '@/components/Courses/CoursesCell/CoursesCell'
import { parseCourseStatus } from '@/components/Courses/courseStatus'
import { CoursesToolbar } from '@/components/Courses/CoursesToolbar/CoursesToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function CoursesPage() {
  const { variables } = useServerTable()
  const [rawStatus] = useQueryParam('status')
  const [search] = useQueryParam('search')
  const status = parseCourseStatus(rawStatus)
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Courses</h1>
        {canCreateCourse(user) && (
          <Link to={routes.newCourse()} className={buttonClassName('primary', 'md')}>
            Add New Course
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <CoursesToolbar key={search ?? ''} status={status} search={search ?? ''} />
      <CoursesCell {...variables} status={status} search={search || null} />
    </div>
  )
}
