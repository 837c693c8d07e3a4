// The lesson a new file goes on: up to 20 lessons matching the search (lessonChoices), named with
// their course and unit, as a select registered with the surrounding Form as `lessonId`.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { LessonChoicesQuery, LessonChoicesQueryVariables } from '@/types/graphql'
import { SelectField } from '@/components/ui/Form/Form'

export const QUERY = gql`
  query LessonChoices($search: String, $id: Int) {
    lessonChoices(search: $search, id: $id) {
      id
      name
      unitName
      courseName
    }
  }
`

const field = { name: 'lessonId', label: 'Lesson', required: true }

export const Loading = () => <SelectField {...field} options={[]} placeholder="Loading lessons..." disabled />
export const Empty = () => <SelectField {...field} options={[]} placeholder="No lesson matches" />
export const Success = ({ lessonChoices }: CellSuccessProps<LessonChoicesQueryVariables, LessonChoicesQuery>) => (
  <SelectField
    {...field}
    placeholder="Choose a lesson"
    options={lessonChoices.map((lesson) => ({ value: lesson.id, label: `${lesson.courseName} › ${lesson.unitName} › ${lesson.name}` }))}
  />
)

export const LessonChoicesCell = createCell<LessonChoicesQueryVariables, LessonChoicesQuery>({ QUERY, Loading, Empty, Success, displayName: 'LessonChoicesCell' })

export default LessonChoicesCell
