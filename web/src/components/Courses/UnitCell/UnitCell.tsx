// One unit (FindUnit) with its course and lessons, shown by UnitDetail.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindUnitQuery, FindUnitQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { UnitDetail } from '../UnitDetail/UnitDetail'
import { LESSON_LIST_FIELDS } from '../LessonList/lessonListFields'

export const QUERY = gql`
  query FindUnit($id: Int!) {
    unit(id: $id) {
      id
      courseId
      courseName
      name
      shortDescription
      description
      position
      archivedAt
      createdAt
      updatedAt
      lessons {
        ...LessonListFields
      }
    }
  }
  ${LESSON_LIST_FIELDS}
`

type Found = { unit: NonNullable<FindUnitQuery['unit']> }

export const Empty = () => <EmptyState title="Unit not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ unit }: CellSuccessProps<FindUnitQueryVariables, Found>) => <UnitDetail unit={unit} />

export const UnitCell = createCell<FindUnitQueryVariables, FindUnitQuery, Found>({ QUERY, Empty, Success, displayName: 'UnitCell' })

export default UnitCell
