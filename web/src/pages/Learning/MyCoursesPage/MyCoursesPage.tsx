// /courses/my-courses: the member's courses, filtered (all, watching, completed) and sorted
// (recent, newest) by the address's ?filter= and ?sort=, paged by ?page=.
import { FilterButtons, SortSelect } from '@/components/ui/ListControls/ListControls'
import { COURSE_FILTERS, COURSE_SORTS, useListOption, usePageNumber } from '@/components/Learning/listParams'
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyCoursesCell } from '@/components/Learning/MyCoursesCell/MyCoursesCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyCoursesPage() {
  const [filter, setFilter] = useListOption('filter', COURSE_FILTERS)
  const [sort, setSort] = useListOption('sort', COURSE_SORTS)
  const page = usePageNumber()
  return (
    <PageShell>
      <PageHeader title="My Courses" description="Pick up where you left off, or start something new.">
        <FilterButtons label="Show courses" options={COURSE_FILTERS} value={filter} onChange={setFilter} />
        <SortSelect options={COURSE_SORTS} value={sort} onChange={setSort} />
      </PageHeader>
      <MembershipGate>
        <MyCoursesCell filter={filter} sort={sort} page={page} />
      </MembershipGate>
    </PageShell>
  )
}
