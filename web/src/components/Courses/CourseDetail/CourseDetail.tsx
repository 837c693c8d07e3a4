// /courses/{id}: a course as staff see it: its state and the actions on it (edit, intro, tracks,
// preview, publish, delete or archive, restore), its details and products, and its units with
// their lessons, with Add unit / Add lesson where the role may.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type {
  DeleteCourseMutation,
  DeleteCourseMutationVariables,
  FindCourseQuery,
  RestoreCourseMutation,
  RestoreCourseMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { canCreateLesson, canOpen } from '../courseAccess'
import { DeleteContentButton } from '../DeleteContentButton/DeleteContentButton'
import { LessonList } from '../LessonList/LessonList'
import { staffMediaUrl } from '../media'
import { PublishCourseButton } from '../PublishCourseButton/PublishCourseButton'
import { RestoreButton } from '../RestoreButton/RestoreButton'
import { StatusBadge } from '../StatusBadge/StatusBadge'

export const DELETE_COURSE = gql`
  mutation DeleteCourse($id: Int!, $archiveIfInProgress: Boolean) {
    deleteCourse(id: $id, archiveIfInProgress: $archiveIfInProgress) {
      id
      archived
    }
  }
`

export const RESTORE_COURSE = gql`
  mutation RestoreCourse($id: Int!) {
    restoreCourse(id: $id) {
      id
      archivedAt
      status
      updatedAt
    }
  }
`

export type CourseRecord = NonNullable<FindCourseQuery['course']>

export function CourseDetail({ course }: { course: CourseRecord }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editCourse')
  const archived = course.status === 'archived'
  const [deleteCourse] = useMutation<DeleteCourseMutation, DeleteCourseMutationVariables>(DELETE_COURSE, {
    refetchQueries: ['FindCourses'],
  })
  const [restoreCourse] = useMutation<RestoreCourseMutation, RestoreCourseMutationVariables>(RESTORE_COURSE, {
    refetchQueries: ['FindCourses'],
  })
  const thumbnail = staffMediaUrl(course.thumbnailUrl, course.thumbnailFileId, user?.accessLevel?.name)

  return (
    <article className="space-y-8">
      <header className="space-y-4">
        <Link to={routes.courses()} className="text-sm font-medium text-brand-700 hover:underline">
          ← All courses
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{course.name}</h1>
          <StatusBadge status={course.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <>
              <Link to={routes.editCourse({ id: course.id })} className={buttonClassName('secondary', 'md')}>
                Edit
              </Link>
              <Link to={routes.courseIntro({ id: course.id })} className={buttonClassName('secondary', 'md')}>
                Intro
              </Link>
              <Link to={routes.courseTracks({ id: course.id })} className={buttonClassName('secondary', 'md')}>
                Tracks
              </Link>
            </>
          )}
          <Link to={routes.courseIntroPreview({ id: course.id })} className={buttonClassName('secondary', 'md')}>
            Preview intro
          </Link>
          {canEdit && !archived && <PublishCourseButton course={course} />}
          {canEdit && archived && <RestoreButton label="Course" onRestore={() => restoreCourse({ variables: { id: course.id } })} />}
          {canEdit && (
            <DeleteContentButton
              kind="course"
              name={course.name}
              onDelete={async (archiveIfInProgress) => {
                const { data } = await deleteCourse({
                  variables: { id: course.id, archiveIfInProgress },
                  refetchQueries: archiveIfInProgress ? ['FindCourses', 'FindCourse'] : ['FindCourses'],
                })
                return { archived: Boolean(data?.deleteCourse.archived) }
              }}
              onDone={({ archived: wasArchived }) => {
                if (!wasArchived) navigate(routes.courses())
              }}
            />
          )}
        </div>
        {archived && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            Archived {formatDate(course.archivedAt)}: hidden from members, their progress kept. Restore it to show it again.
          </p>
        )}
      </header>

      <section aria-labelledby="course-details" className="rounded-xl border border-slate-200 bg-white">
        <h2 id="course-details" className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-6">
          Details
        </h2>
        <dl className="divide-y divide-slate-100 px-4 sm:px-6">
          <Detail label="Short description">{course.shortDescription ?? <None />}</Detail>
          <Detail label="Description">{course.description ? <span className="whitespace-pre-line">{course.description}</span> : <None />}</Detail>
          <Detail label="Thumbnail">
            {thumbnail ? <img src={thumbnail} alt={`${course.name} thumbnail`} className="h-24 w-auto max-w-full rounded-lg object-cover" /> : <None />}
          </Detail>
          <Detail label="Intro video">{course.introVideoUrl ? <span className="break-all">{course.introVideoUrl}</span> : <None />}</Detail>
          <Detail label="Products">
            {course.products.length ? (
              <ul className="flex flex-wrap gap-2">
                {course.products.map((product) => (
                  <li key={product.id}>
                    <Badge tone={product.isActive ? 'info' : 'outline'}>
                      {product.name}
                      {!product.isActive && ' (inactive)'}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-amber-700">None: no member can get this course until a product gives it.</span>
            )}
          </Detail>
          <Detail label="Created">{formatDate(course.createdAt)}</Detail>
          <Detail label="Updated">{formatDate(course.updatedAt)}</Detail>
        </dl>
      </section>

      <section aria-labelledby="course-outline" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="course-outline" className="text-lg font-semibold text-slate-900">
            Units and lessons <span className="text-sm font-normal text-slate-500">({course.unitCount} units, {course.lessonCount} lessons)</span>
          </h2>
          {canOpen(user, 'newUnit') && (
            <Link to={routes.newUnit({ courseId: course.id })} className={buttonClassName('primary', 'md')}>
              Add unit
            </Link>
          )}
        </div>
        {course.units.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            No units yet. Add the first unit, then its lessons.
          </p>
        ) : (
          <ol className="space-y-4">
            {course.units.map((unit, index) => (
              <li key={unit.id} className="rounded-xl border border-slate-200 bg-white">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
                  <span className="text-xs font-semibold uppercase tracking-wide text-muted">Unit {index + 1}</span>
                  <Link to={routes.unit({ id: unit.id })} className="min-w-0 flex-1 break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                    {unit.name}
                  </Link>
                  {unit.archivedAt && <StatusBadge status="archived" />}
                  {canCreateLesson(user) && (
                    <Link to={routes.newLesson({ unitId: unit.id })} className={buttonClassName('secondary', 'sm')}>
                      Add lesson<span className="sr-only"> to {unit.name}</span>
                    </Link>
                  )}
                </div>
                <LessonList lessons={unit.lessons} label={`Lessons of ${unit.name}`} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

function None() {
  return <span className="text-muted">None</span>
}
