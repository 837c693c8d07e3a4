// A course as a card: picture, name, short description, progress, and where the card leads (the
// course page). The whole card is the link's click area; the name is the link's text.
import { Link, routes } from '@redwoodjs/router'
import { truncate } from '@/lib/format'
import { CourseStatusBadge } from '../CourseStatusBadge/CourseStatusBadge'
import { CourseThumbnail } from '../CourseThumbnail/CourseThumbnail'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import type { CourseProgress } from '../types'

export function lessonsLabel(course: Pick<CourseProgress, 'completedCount' | 'lessonCount'>): string {
  if (course.lessonCount === 0) return 'No lessons yet'
  return `${course.completedCount} of ${course.lessonCount} lesson${course.lessonCount === 1 ? '' : 's'} done`
}

export function CourseCard({ course, headingLevel = 3 }: { course: CourseProgress; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">
      <CourseThumbnail name={course.name} url={course.thumbnailUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="font-semibold leading-snug text-slate-900 group-hover:text-brand-700">
            <Link to={routes.viewCourse({ id: course.id })} className="focus:outline-none after:absolute after:inset-0 after:content-['']">
              {course.name}
            </Link>
          </Heading>
          <CourseStatusBadge status={course.status} />
        </div>
        {course.shortDescription && <p className="text-sm text-slate-600">{truncate(course.shortDescription, 120)}</p>}
        <div className="mt-auto space-y-1.5 pt-2">
          <ProgressBar percentage={course.percentage} label={`${course.name} progress`} />
          <p className="text-xs text-slate-500">{lessonsLabel(course)}</p>
        </div>
      </div>
    </article>
  )
}

export default CourseCard
