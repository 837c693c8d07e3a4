// The courses list: one page of FindCourses (the page passes useServerTable().variables with the
// toolbar's search and status), shown by the CoursesTable.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindCoursesQuery, FindCoursesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateCourse } from '../courseAccess'
import { CoursesTable } from '../CoursesTable/CoursesTable'

export const QUERY = gql`
  query FindCourses($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String, $status: String) {
    courses(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search, status: $status) {
      items {
        id
        name
        isPublished
        status
        unitCount
        lessonCount
        updatedAt
        products {
          id
          name
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindCoursesQuery) => data.courses.totalCount === 0

export const Empty = ({ search, status }: FindCoursesQueryVariables) => {
  const user = useCurrentUser()
  if (search || status) return <EmptyState title="No courses match" description="Try another name or status." />
  return (
    <EmptyState
      title="No courses yet"
      description="A course holds units, and units hold the lessons members watch."
      action={canCreateCourse(user) ? { label: 'Add New Course', to: routes.newCourse() } : undefined}
    />
  )
}

export const Success = ({ courses }: CellSuccessProps<FindCoursesQueryVariables, FindCoursesQuery>) => (
  <CoursesTable courses={courses.items} totalCount={courses.totalCount} />
)

export const CoursesCell = createCell<FindCoursesQueryVariables, FindCoursesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'CoursesCell',
})

export default CoursesCell
