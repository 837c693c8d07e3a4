// One course (FindCourse) with its products and its units and lessons, shown by CourseDetail.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindCourseQuery, FindCourseQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CourseDetail } from '../CourseDetail/CourseDetail'
import { COURSE_CONTENT_FIELDS } from '../CourseForm/courseContentFields'
import { LESSON_LIST_FIELDS } from '../LessonList/lessonListFields'

export const QUERY = gql`
  query FindCourse($id: Int!) {
    course(id: $id) {
      ...CourseContentFields
      introVideoUrl
      archivedAt
      status
      unitCount
      lessonCount
      createdAt
      updatedAt
      products {
        id
        name
        isActive
      }
      units {
        id
        courseId
        name
        shortDescription
        position
        archivedAt
        lessons {
          ...LessonListFields
        }
      }
    }
  }
  ${COURSE_CONTENT_FIELDS}
  ${LESSON_LIST_FIELDS}
`

/** Empty shows when course is null (no such id), so Success always has one. */
type Found = { course: NonNullable<FindCourseQuery['course']> }

export const Empty = () => (
  <EmptyState title="Course not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />
)

export const Success = ({ course }: CellSuccessProps<FindCourseQueryVariables, Found>) => <CourseDetail course={course} />

export const CourseCell = createCell<FindCourseQueryVariables, FindCourseQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'CourseCell',
})

export default CourseCell
