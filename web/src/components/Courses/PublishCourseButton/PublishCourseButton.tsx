// Publish / Unpublish a course: members who hold one of its products see it once published, and it
// disappears from them at once when unpublished. Lists showing it are asked again (a status filter).
import { gql, useMutation } from '@apollo/client'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { PublishCourseMutation, PublishCourseMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'

export const PUBLISH_COURSE = gql`
  mutation PublishCourse($id: Int!, $isPublished: Boolean!) {
    publishCourse(id: $id, isPublished: $isPublished) {
      id
      isPublished
      status
      updatedAt
    }
  }
`

export function PublishCourseButton({ course, size = 'md' }: { course: { id: number; name: string; isPublished: boolean }; size?: 'sm' | 'md' }) {
  const [publish, { loading }] = useMutation<PublishCourseMutation, PublishCourseMutationVariables>(PUBLISH_COURSE, {
    refetchQueries: ['FindCourses'],
  })
  const next = !course.isPublished
  const onClick = async () => {
    try {
      await publish({ variables: { id: course.id, isPublished: next } })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(next ? `${course.name} is published` : `${course.name} is unpublished`)
  }
  return (
    <Button variant="secondary" size={size} loading={loading} loadingLabel={next ? 'Publishing...' : 'Unpublishing...'} onClick={onClick}>
      {next ? 'Publish' : 'Unpublish'}
      <span className="sr-only"> {course.name}</span>
    </Button>
  )
}
