// The member's courses, one page of them, filtered and sorted on the server (myCourses).
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { MyCoursesQuery, MyCoursesQueryVariables } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { QueryPager } from '@/components/ui/Pager/Pager'
import { CourseCard } from '../CourseCard/CourseCard'
import { COURSE_PROGRESS_FIELDS } from '../CourseCard/courseProgressFields'
import { CardGridSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'

export const COURSES_PAGE_SIZE = 12

export const QUERY = gql`
  query MyCourses($filter: String, $sort: String, $page: Int, $pageSize: Int) {
    myCourses(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        ...CourseProgressFields
      }
      totalCount
      page
      pageSize
    }
  }
  ${COURSE_PROGRESS_FIELDS}
`

type Props = { filter: string; sort: string; page: number }

const EMPTY: Record<string, { title: string; description: string }> = {
  all: { title: 'No courses yet', description: 'The courses of your membership will show here as soon as they are published.' },
  watching: { title: 'Nothing in progress', description: 'Courses you have started and not finished show here.' },
  completed: { title: 'No completed courses yet', description: 'Finish every lesson of a course and it shows here.' },
}

export const MyCoursesCell = createCell<Props, MyCoursesQuery>({
  QUERY,
  beforeQuery: ({ filter, sort, page }) => ({
    variables: { filter, sort, page, pageSize: COURSES_PAGE_SIZE } satisfies MyCoursesQueryVariables,
    fetchPolicy: 'cache-and-network',
  }),
  isEmpty: (data) => data.myCourses.totalCount === 0,
  Loading: () => <CardGridSkeleton label="Loading your courses" />,
  Empty: ({ filter }) => {
    const empty = EMPTY[filter] ?? EMPTY.all
    return <EmptyCard title={empty.title} description={empty.description} />
  },
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your courses" />,
  Success: ({ myCourses }) => (
    <div className="space-y-6">
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {myCourses.items.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingLevel={2} />
          </li>
        ))}
      </ul>
      <QueryPager totalItems={myCourses.totalCount} pageSize={COURSES_PAGE_SIZE} />
    </div>
  ),
  displayName: 'MyCoursesCell',
})

export default MyCoursesCell
