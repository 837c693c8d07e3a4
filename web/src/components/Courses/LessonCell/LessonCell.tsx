// One lesson (FindLesson) with its unit, course and files, shown by LessonDetail.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindLessonQuery, FindLessonQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LessonDetail } from '../LessonDetail/LessonDetail'
import { LESSON_CONTENT_FIELDS } from '../LessonForm/lessonContentFields'

export const QUERY = gql`
  query FindLesson($id: Int!) {
    lesson(id: $id) {
      unitId
      unitName
      courseId
      courseName
      ...LessonContentFields
      archivedAt
      status
      createdAt
      updatedAt
      files {
        id
        name
        isLink
        fileName
        fileUrl
        contentType
        sizeBytes
      }
    }
  }
  ${LESSON_CONTENT_FIELDS}
`

type Found = { lesson: NonNullable<FindLessonQuery['lesson']> }

export const Empty = () => <EmptyState title="Lesson not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ lesson }: CellSuccessProps<FindLessonQueryVariables, Found>) => <LessonDetail lesson={lesson} />

export const LessonCell = createCell<FindLessonQueryVariables, FindLessonQuery, Found>({ QUERY, Empty, Success, displayName: 'LessonCell' })

export default LessonCell
