// /courses/{id}/intro: load the course's intro (always from the server), the form, updateCourseIntro.
import { gql, useMutation } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CourseIntroQuery, CourseIntroQueryVariables, UpdateCourseIntroMutation, UpdateCourseIntroMutationVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { CourseIntroForm, type CourseIntroValues } from '../CourseIntroForm/CourseIntroForm'
import { UpLink } from '../UpLink/UpLink'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query CourseIntro($id: Int!) {
    course(id: $id) {
      id
      name
      thumbnailUrl
      shortDescription
      introVideoUrl
      introContent
    }
  }
`

export const UPDATE_COURSE_INTRO = gql`
  mutation UpdateCourseIntro($id: Int!, $input: CourseIntroInput!) {
    updateCourseIntro(id: $id, input: $input) {
      id
      shortDescription
      introVideoUrl
      introContent
      updatedAt
    }
  }
`

type Found = { course: NonNullable<CourseIntroQuery['course']> }

export const Empty = () => <EmptyState title="Course not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ course }: CellSuccessProps<CourseIntroQueryVariables, Found>) => {
  const [save, { loading, error }] = useMutation<UpdateCourseIntroMutation, UpdateCourseIntroMutationVariables>(UPDATE_COURSE_INTRO)
  // Saved, the form stays: the preview shows what was saved.
  const onSave = submitThen(async (input: CourseIntroValues) => save({ variables: { id: course.id, input } }), 'Intro saved', () => undefined)
  return (
    <section className="space-y-6">
      <div className="space-y-3">
        <UpLink to={routes.course({ id: course.id })}>{course.name}</UpLink>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Intro of {course.name}</h1>
          <Link to={routes.courseIntroPreview({ id: course.id })} className={buttonClassName('secondary', 'md')}>
            Open the saved preview
          </Link>
        </div>
      </div>
      <CourseIntroForm
        course={course}
        defaultValues={{ shortDescription: course.shortDescription ?? '', introVideoUrl: course.introVideoUrl ?? '', introContent: course.introContent ?? '' }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const CourseIntroCell = createCell<CourseIntroQueryVariables, CourseIntroQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'CourseIntroCell',
})

export default CourseIntroCell
