// Above the courses table: search by name and the status filter (all live courses, published,
// draft, archived). Both live in the address (?search=, ?status=) like the table's page and sort,
// and a change goes back to page 1 in the same navigation.
import type { CourseStatus } from '@common/validation/courses'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'
import { COURSE_FILTERS } from '../courseStatus'

export function CoursesToolbar({ status, search }: { status: CourseStatus | null; search: string }) {
  return (
    <ListToolbar
      id="courses"
      label="Courses"
      searchLabel="Search courses by name"
      placeholder="Search by name"
      search={search}
      layout="row"
      filters={<FilterSelect id="courses-status" label="Show" param="status" value={status} options={COURSE_FILTERS} className="sm:w-56" />}
    />
  )
}
