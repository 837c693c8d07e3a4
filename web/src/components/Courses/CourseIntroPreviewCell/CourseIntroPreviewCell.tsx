// /courses/{id}/intro/preview: the saved intro exactly as a member sees it on their course page
// (the same CourseIntro component, given the media as the learning API gives members), under a
// bar that says it is a preview and leads back.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CourseIntroPreviewQuery, CourseIntroPreviewQueryVariables } from '@/types/graphql'
import { CourseIntro } from '@/components/ui/CourseIntro/CourseIntro'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canOpen } from '../courseAccess'
import { memberIntroVideoUrl, memberThumbnailUrl } from '../media'
import { StatusBadge } from '../StatusBadge/StatusBadge'

export const QUERY = gql`
  query CourseIntroPreview($id: Int!) {
    course(id: $id) {
      id
      name
      status
      shortDescription
      introVideoUrl
      introContent
      thumbnailUrl
    }
  }
`

type Found = { course: NonNullable<CourseIntroPreviewQuery['course']> }

export const Empty = () => <EmptyState title="Course not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ course }: CellSuccessProps<CourseIntroPreviewQueryVariables, Found>) => {
  const user = useCurrentUser()
  return (
    <div className="space-y-6">
      <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">Preview:</span> the intro as members see it. <StatusBadge status={course.status} />
        </p>
        <div className="flex flex-wrap gap-2">
          {canOpen(user, 'editCourse') && (
            <Link to={routes.courseIntro({ id: course.id })} className={buttonClassName('secondary', 'sm')}>
              Edit intro
            </Link>
          )}
          <Link to={routes.course({ id: course.id })} className={buttonClassName('secondary', 'sm')}>
            Back to course
          </Link>
        </div>
      </div>
      <CourseIntro
        name={course.name}
        shortDescription={course.shortDescription}
        introVideoUrl={memberIntroVideoUrl(course.introVideoUrl)}
        introContent={course.introContent}
        thumbnailUrl={memberThumbnailUrl(course, user?.accessLevel?.name)}
      />
    </div>
  )
}

export const CourseIntroPreviewCell = createCell<CourseIntroPreviewQueryVariables, CourseIntroPreviewQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'CourseIntroPreviewCell',
})

export default CourseIntroPreviewCell
