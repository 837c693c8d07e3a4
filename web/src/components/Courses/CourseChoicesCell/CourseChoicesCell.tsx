// The course a new unit goes into: up to 20 courses matching the search (courseChoices), as a select
// registered with the surrounding Form as `courseId`.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CourseChoicesQuery, CourseChoicesQueryVariables } from '@/types/graphql'
import { SelectField } from '@/components/ui/Form/Form'
import { statusLabel } from '../courseStatus'

export const QUERY = gql`
  query CourseChoices($search: String, $id: Int) {
    courseChoices(search: $search, id: $id) {
      id
      name
      status
    }
  }
`

const field = { name: 'courseId', label: 'Course', required: true }

export const Loading = () => <SelectField {...field} options={[]} placeholder="Loading courses..." disabled />
export const Empty = () => <SelectField {...field} options={[]} placeholder="No course matches" />
export const Success = ({ courseChoices }: CellSuccessProps<CourseChoicesQueryVariables, CourseChoicesQuery>) => (
  <SelectField
    {...field}
    placeholder="Choose a course"
    options={courseChoices.map((course) => ({ value: course.id, label: course.status === 'published' ? course.name : `${course.name} (${statusLabel(course.status)})` }))}
  />
)

export const CourseChoicesCell = createCell<CourseChoicesQueryVariables, CourseChoicesQuery>({ QUERY, Loading, Empty, Success, displayName: 'CourseChoicesCell' })

export default CourseChoicesCell
