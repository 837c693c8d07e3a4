// /courses/{id}: a course as staff see it: its state and the actions on it (edit, intro, tracks,
// preview, publish, delete or archive, restore), its details and products, and its units with
// their lessons, with Add unit / Add lesson where the role may.
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { staffMediaUrl } from '../media'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { CourseActions } from './CourseActions'
import { CourseOutline } from './CourseOutline'
import type { CourseRecord } from './courseRecord'
import { DetailCard, DetailRows } from '../DetailCard/DetailCard'

export { DELETE_COURSE, RESTORE_COURSE } from './CourseActions'
export type { CourseRecord } from './courseRecord'

export function CourseDetail({ course }: { course: CourseRecord }) {
  const user = useCurrentUser()
  const archived = course.status === 'archived'
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
        <CourseActions course={course} />
        {archived && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            Archived {formatDate(course.archivedAt)}: hidden from members, their progress kept. Restore it to show it again.
          </p>
        )}
      </header>

      <DetailCard id="course-details" title="Details">
        <DetailRows>
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
        </DetailRows>
      </DetailCard>

      <CourseOutline course={course} />
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
