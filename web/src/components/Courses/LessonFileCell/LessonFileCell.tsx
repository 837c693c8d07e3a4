// One lesson file (FindLessonFile), shown by LessonFileDetail.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindLessonFileQuery, FindLessonFileQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LessonFileDetail } from '../LessonFileDetail/LessonFileDetail'
import { LESSON_FILE_FIELDS } from '../LessonFileDetail/lessonFileFields'

export const QUERY = gql`
  query FindLessonFile($id: Int!) {
    lessonFile(id: $id) {
      ...LessonFileFields
      lessonId
      lessonName
      courseId
      createdAt
    }
  }
  ${LESSON_FILE_FIELDS}
`

type Found = { lessonFile: NonNullable<FindLessonFileQuery['lessonFile']> }

/** Also the edit page's Empty. */
export const LessonFileNotFound = () => <EmptyState title="Lesson file not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Empty = LessonFileNotFound

export const Success = ({ lessonFile }: CellSuccessProps<FindLessonFileQueryVariables, Found>) => <LessonFileDetail file={lessonFile} />

export const LessonFileCell = createCell<FindLessonFileQueryVariables, FindLessonFileQuery, Found>({ QUERY, Empty, Success, displayName: 'LessonFileCell' })

export default LessonFileCell
