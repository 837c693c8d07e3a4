// Change a course: load it (EditCourse, always from the server), then the form and updateCourse,
// then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CourseValues } from '@common/validation/courses'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditCourseQuery, EditCourseQueryVariables, UpdateCourseMutation, UpdateCourseMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CourseForm, type CourseFormValues } from '../CourseForm/CourseForm'
import { COURSE_CONTENT_FIELDS } from '../CourseForm/courseContentFields'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditCourse($id: Int!) {
    course(id: $id) {
      ...CourseContentFields
      products {
        id
      }
    }
  }
  ${COURSE_CONTENT_FIELDS}
`

export const UPDATE_COURSE = gql`
  mutation UpdateCourse($id: Int!, $input: CourseInput!) {
    updateCourse(id: $id, input: $input) {
      ...CourseContentFields
      status
      updatedAt
      products {
        id
        name
        isActive
      }
    }
  }
  ${COURSE_CONTENT_FIELDS}
`

/** Empty shows when course is null (no such id), so Success always has one. */
type Found = { course: NonNullable<EditCourseQuery['course']> }

export const Empty = () => <EmptyState title="Course not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

/** The form's starting values: the course as stored. */
export function formValues(course: Found['course']): CourseFormValues {
  return {
    name: course.name,
    shortDescription: course.shortDescription ?? '',
    description: course.description ?? '',
    thumbnailUrl: course.thumbnailUrl ?? '',
    isPublished: course.isPublished,
    productIds: course.products.map((product) => String(product.id)),
  }
}

export const Success = ({ course }: CellSuccessProps<EditCourseQueryVariables, Found>) => {
  const [updateCourse, { loading, error }] = useMutation<UpdateCourseMutation, UpdateCourseMutationVariables>(UPDATE_COURSE, {
    refetchQueries: ['FindCourses'],
  })

  const onSave = submitThen(
    async (input: CourseValues) => updateCourse({ variables: { id: course.id, input } }),
    'Course saved',
    () => navigate(routes.course({ id: course.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {course.name}</h1>
      <CourseForm defaultValues={formValues(course)} thumbnailFileId={course.thumbnailFileId} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export const EditCourseCell = createCell<EditCourseQueryVariables, EditCourseQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditCourseCell',
})

export default EditCourseCell
