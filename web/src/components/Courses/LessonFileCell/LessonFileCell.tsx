// One lesson file (FindLessonFile), shown by LessonFileDetail.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindLessonFileQuery, FindLessonFileQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LessonFileDetail } from '../LessonFileDetail/LessonFileDetail'

export const QUERY = gql`
  query FindLessonFile($id: Int!) {
    lessonFile(id: $id) {
      id
      lessonId
      lessonName
      courseId
      name
      fileUrl
      isLink
      fileName
      contentType
      sizeBytes
      createdAt
      updatedAt
    }
  }
`

type Found = { lessonFile: NonNullable<FindLessonFileQuery['lessonFile']> }

export const Empty = () => <EmptyState title="Lesson file not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ lessonFile }: CellSuccessProps<FindLessonFileQueryVariables, Found>) => <LessonFileDetail file={lessonFile} />

export const LessonFileCell = createCell<FindLessonFileQueryVariables, FindLessonFileQuery, Found>({ QUERY, Empty, Success, displayName: 'LessonFileCell' })

export default LessonFileCell
