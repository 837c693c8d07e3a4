// One course for the learner: the intro, their progress and the Start / Resume button, then the
// units and lessons in order with the state of each.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { MyCourseQuery, MyCourseQueryVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { AboutSection } from '../AboutSection/AboutSection'
import { lessonsLabel } from '../CourseCard/CourseCard'
import { CourseIntro } from '@/components/ui/CourseIntro/CourseIntro'
import { CourseOutline } from '../CourseOutline/CourseOutline'
import { COURSE_UNIT_FIELDS } from '../CourseOutline/courseOutlineFields'
import { COURSE_PROGRESS_FIELDS } from '../CourseCard/courseProgressFields'
import { CourseStatusBadge } from '../CourseStatusBadge/CourseStatusBadge'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import type { CourseOutline as CourseOutlineData } from '../types'

export const QUERY = gql`
  query MyCourse($id: Int!) {
    myCourse(id: $id) {
      ...CourseProgressFields
      description
      introVideoUrl
      introContent
      units {
        ...CourseUnitFields
      }
    }
  }
  ${COURSE_PROGRESS_FIELDS}
  ${COURSE_UNIT_FIELDS}
`

/** The main button's words: Start a course never opened, Resume one under way, Review a finished one. */
export function resumeLabel(status: string): string {
  if (status === 'completed') return 'Review course'
  if (status === 'watching') return 'Resume'
  return 'Start course'
}

export function CourseOverview({ course }: { course: CourseOutlineData }) {
  // The description shows when the intro has no content of its own.
  const about = !course.introContent?.trim() && course.description?.trim() ? course.description : null
  return (
    <div className="space-y-8">
      <CourseIntro
        name={course.name}
        shortDescription={course.shortDescription}
        introVideoUrl={course.introVideoUrl}
        introContent={course.introContent}
        thumbnailUrl={course.thumbnailUrl}
      >
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium text-slate-700">Your progress</span>
            <CourseStatusBadge status={course.status} />
          </div>
          <ProgressBar percentage={course.percentage} label="Course progress" />
          <p className="text-xs text-slate-500">{lessonsLabel(course)}</p>
          {course.resumeLessonId && (
            <Link to={routes.viewLesson({ courseId: course.id, lessonId: course.resumeLessonId })} className={buttonClassName('primary', 'md', 'w-full')}>
              {resumeLabel(course.status)}
            </Link>
          )}
        </div>
      </CourseIntro>
      {about && <AboutSection headingId="course-about-heading" title="About this course" description={about} />}
      <section aria-labelledby="course-content-heading" className="space-y-4">
        <h2 id="course-content-heading" className="text-lg font-semibold text-slate-900">
          Course content
        </h2>
        <CourseOutline courseId={course.id} units={course.units} />
      </section>
    </div>
  )
}

export const MyCourseCell = createCell<MyCourseQueryVariables, MyCourseQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading the course" />,
  Empty: () => (
    <EmptyCard
      title="Course not found"
      description="This course does not exist or is not part of your membership."
      action={{ label: 'Back to My Courses', to: routes.viewCourses() }}
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="this course" />,
  Success: ({ myCourse }) => (myCourse ? <CourseOverview course={myCourse} /> : null),
  displayName: 'MyCourseCell',
})

export default MyCourseCell
