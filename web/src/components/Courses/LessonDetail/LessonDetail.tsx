// /lessons/{id}: a lesson as staff see it: where it is (course, unit), its video or image and
// text as members get them, its files, and Edit / Delete (or archive) / Restore / Add file.
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { LESSON_TYPE_LABELS, type LessonType } from '@common/validation/courses.lessons'
import { useCurrentUser } from '@/auth'
import { formatClock, formatDate } from '@/lib/format'
import { parseVideoUrl } from '@/lib/videoUrl'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { canOpen } from '../courseAccess'
import { staffMediaUrl } from '../media'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { LessonActions } from './LessonActions'
import { LessonFiles } from './LessonFiles'
import type { LessonRecord } from './lessonRecord'
import { DetailCard, DetailRows } from '../DetailCard/DetailCard'

export { DELETE_LESSON, RESTORE_LESSON } from './LessonActions'

/** The lesson's video as staff preview it: YouTube / Vimeo embedded, an uploaded MP4 played. */
function VideoPreview({ lesson, role }: { lesson: LessonRecord; role: string | null | undefined }) {
  if (!lesson.videoUrl) return <span className="text-muted">None</span>
  const src = staffMediaUrl(lesson.videoUrl, lesson.videoFileId, role)
  const source = parseVideoUrl(src)
  const title = `${lesson.name}: video`
  if (source?.provider === 'youtube' || source?.provider === 'vimeo') {
    return (
      <div className="space-y-2">
        <iframe src={source.embedUrl} title={title} loading="lazy" allowFullScreen allow="fullscreen; picture-in-picture; encrypted-media" className="aspect-video w-full max-w-xl rounded-lg bg-black" />
        <a href={lesson.videoUrl} target="_blank" rel="noopener noreferrer" className="break-all text-sm text-brand-700 underline">
          {lesson.videoUrl}
        </a>
      </div>
    )
  }
  if (src) {
    return <video controls preload="metadata" src={src} aria-label={title} className="aspect-video w-full max-w-xl rounded-lg bg-black" />
  }
  return <span className="break-all">{lesson.videoUrl}</span>
}

export function LessonDetail({ lesson }: { lesson: LessonRecord }) {
  const user = useCurrentUser()
  const role = user?.accessLevel?.name
  const image = staffMediaUrl(lesson.imageUrl, lesson.imageFileId, role)
  return (
    <article className="space-y-6">
      <header className="space-y-4">
        <nav aria-label="Where this lesson is" className="flex flex-wrap gap-x-2 text-sm">
          {canOpen(user, 'course') ? (
            <Link to={routes.course({ id: lesson.courseId })} className="font-medium text-brand-700 hover:underline">
              {lesson.courseName}
            </Link>
          ) : (
            <span className="text-slate-500">{lesson.courseName}</span>
          )}
          <span aria-hidden="true" className="text-muted">
            ›
          </span>
          {canOpen(user, 'unit') ? (
            <Link to={routes.unit({ id: lesson.unitId })} className="font-medium text-brand-700 hover:underline">
              {lesson.unitName}
            </Link>
          ) : (
            <span className="text-slate-500">{lesson.unitName}</span>
          )}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{lesson.name}</h1>
          <StatusBadge status={lesson.status} />
        </div>
        <LessonActions lesson={lesson} />
        {lesson.archivedAt && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            Archived {formatDate(lesson.archivedAt)}: hidden from members, their progress kept.
          </p>
        )}
      </header>

      <DetailCard id="lesson-details" title="Details">
        <DetailRows>
          <Detail label="Type">{LESSON_TYPE_LABELS[lesson.type as LessonType] ?? lesson.type}</Detail>
          {lesson.type === 'Video' && (
            <Detail label="Video">
              <VideoPreview lesson={lesson} role={role} />
            </Detail>
          )}
          <Detail label="Duration">{lesson.durationSeconds != null ? formatClock(lesson.durationSeconds) : <None />}</Detail>
          <Detail label="Short description">{lesson.shortDescription ?? <None />}</Detail>
          <Detail label="Description">{lesson.description ? <span className="whitespace-pre-line">{lesson.description}</span> : <None />}</Detail>
          <Detail label="Image">{image ? <img src={image} alt={`${lesson.name} image`} className="max-h-48 w-auto max-w-full rounded-lg" /> : <None />}</Detail>
          <Detail label={lesson.type === 'Video' ? 'Notes' : 'Text'}>{lesson.content ? <Markdown>{lesson.content}</Markdown> : <None />}</Detail>
          <Detail label="Updated">{formatDate(lesson.updatedAt)}</Detail>
        </DetailRows>
      </DetailCard>

      <LessonFiles files={lesson.files} role={role} />
    </article>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 min-w-0 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

function None() {
  return <span className="text-muted">None</span>
}
