// A course's introduction: name, short description, the intro video (YouTube, Vimeo or an uploaded
// file) or the thumbnail, and the markdown intro. Plain props, no data: the member's course page
// and the admin's intro preview (/courses/{id}/intro/preview) render the same component.
import type { ReactNode } from 'react'
import { Markdown } from '../Markdown/Markdown'
import { CourseThumbnail } from '@/components/Learning/CourseThumbnail/CourseThumbnail'
import { parseVideoUrl } from '@/lib/videoUrl'

export type CourseIntroProps = {
  name: string
  shortDescription?: string | null
  introVideoUrl?: string | null
  /** Markdown. */
  introContent?: string | null
  thumbnailUrl?: string | null
  /** Shown under the description: progress, the Resume button... */
  children?: ReactNode
}

function IntroVideo({ name, url, thumbnailUrl }: { name: string; url: string; thumbnailUrl?: string | null }) {
  const source = parseVideoUrl(url)
  const title = `${name}: introduction video`
  if (!source) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 text-sm font-medium text-white hover:bg-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        Watch the introduction video ↗
      </a>
    )
  }
  if (source.provider === 'file') {
    return (
      <video controls preload="metadata" poster={thumbnailUrl ?? undefined} aria-label={title} className="aspect-video w-full rounded-xl bg-black">
        <source src={source.embedUrl} />
      </video>
    )
  }
  return (
    <iframe
      src={source.embedUrl}
      title={title}
      loading="lazy"
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      className="aspect-video w-full rounded-xl bg-black"
    />
  )
}

export function CourseIntro({ name, shortDescription, introVideoUrl, introContent, thumbnailUrl, children }: CourseIntroProps) {
  return (
    <section aria-labelledby="course-intro-heading" className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-5 lg:items-center">
        <div className="space-y-4 lg:col-span-2">
          <h1 id="course-intro-heading" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {name}
          </h1>
          {shortDescription && <p className="text-slate-600">{shortDescription}</p>}
          {children}
        </div>
        <div className="overflow-hidden rounded-xl shadow-sm lg:col-span-3">
          {introVideoUrl ? (
            <IntroVideo name={name} url={introVideoUrl} thumbnailUrl={thumbnailUrl} />
          ) : (
            <CourseThumbnail name={name} url={thumbnailUrl} className="rounded-xl" />
          )}
        </div>
      </div>
      {introContent?.trim() && (
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <Markdown>{introContent}</Markdown>
        </div>
      )}
    </section>
  )
}

export default CourseIntro
