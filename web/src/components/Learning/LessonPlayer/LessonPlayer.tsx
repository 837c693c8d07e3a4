// The lesson player: the video (YouTube, Vimeo or an uploaded MP4) or the image and text, the
// lesson's notes and files, Mark complete, previous / next, and the course outline beside it.
// A video that plays to its end completes the lesson by itself, once; the position is saved now
// and then (positionSaver.ts) so the member resumes where they left off.
import { Link, routes } from '@redwoodjs/router'
import clsx from 'clsx'
import { lazy, Suspense, useRef, useState } from 'react'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { BackLink } from '@/components/ui/BackLink/BackLink'
import { lessonsLabel } from '../CourseCard/CourseCard'
import { CourseOutline } from '../CourseOutline/CourseOutline'
import { LessonFiles, type LessonFile } from '../LessonFiles/LessonFiles'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import type { CourseProgress, CourseUnit, LessonState } from '../types'
import type { LessonVideoSource } from '@/components/ui/VideoPlayer/VideoPlayer'
import { createPositionSaver } from './positionSaver'

// Its own chunk, with the hosts' scripts loaded from it: only a video lesson downloads them.
const VideoPlayer = lazy(() => import('@/components/ui/VideoPlayer/VideoPlayer'))

export type LessonPlayerData = {
  lesson: LessonState
  course: CourseProgress & { units: CourseUnit[] }
  unitName: string
  shortDescription: string | null
  description: string | null
  content: string | null
  imageUrl: string | null
  video: LessonVideoSource | null
  files: LessonFile[]
  previousLessonId: number | null
  nextLessonId: number | null
}

/** Render with key={lesson.id}: completion and position tracking belong to one lesson. */
export type LessonPlayerProps = {
  player: LessonPlayerData
  /** Marks the lesson complete (the button, or the video's end). */
  onComplete: () => Promise<unknown> | void
  completing?: boolean
  /** Saves where the video is (whole seconds); called throttled. */
  onSavePosition: (seconds: number) => void
}

function LessonImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return <img src={src} alt={alt} onError={() => setFailed(true)} className="w-full rounded-xl border border-slate-200 bg-white object-contain" />
}

function VideoFallback() {
  return (
    <div role="status" className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 text-sm text-slate-300">
      Loading the video...
    </div>
  )
}

export function LessonPlayer({ player, onComplete, completing = false, onSavePosition }: LessonPlayerProps) {
  const { lesson, course, video } = player
  const isVideo = lesson.type === 'Video'

  // One completion per lesson, whether the video's end or the button asks first (or twice). The
  // caller keys the player by lesson, so a new lesson starts with fresh state.
  const completionAsked = useRef(false)
  const complete = () => {
    if (lesson.completed || completionAsked.current) return
    completionAsked.current = true
    Promise.resolve(onComplete()).catch(() => {
      // Failed (the caller has said so): let the member try again.
      completionAsked.current = false
    })
  }

  const saveRef = useRef(onSavePosition)
  saveRef.current = onSavePosition
  const [savePosition] = useState(() => createPositionSaver((seconds) => saveRef.current(seconds)))

  const previous = player.previousLessonId ? routes.viewLesson({ courseId: course.id, lessonId: player.previousLessonId }) : null
  const next = player.nextLessonId ? routes.viewLesson({ courseId: course.id, lessonId: player.nextLessonId }) : null

  return (
    <div className="space-y-6">
      <BackLink to={routes.viewCourse({ id: course.id })}>{course.name}</BackLink>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <header className="space-y-2">
            <p className="text-sm font-medium text-brand-700">{player.unitName}</p>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{lesson.name}</h1>
              {lesson.completed && <Badge tone="success">Completed</Badge>}
            </div>
            {player.shortDescription && <p className="text-slate-600">{player.shortDescription}</p>}
          </header>

          {isVideo &&
            (video ? (
              <Suspense fallback={<VideoFallback />}>
                <VideoPlayer
                  key={`${lesson.id}:${video.url}`}
                  video={video}
                  title={`${lesson.name} video`}
                  startAt={lesson.completed ? 0 : lesson.positionSeconds}
                  onEnded={complete}
                  onProgress={savePosition}
                />
              </Suspense>
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">The video for this lesson is not available yet.</p>
            ))}
          {!isVideo && player.imageUrl && <LessonImage src={player.imageUrl} alt={lesson.name} />}

          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
            {lesson.completed ? (
              <Button variant="secondary" disabled className="disabled:opacity-100">
                <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 text-emerald-600" aria-hidden="true">
                  <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
                </svg>
                Completed
              </Button>
            ) : (
              <Button onClick={complete} loading={completing} loadingLabel="Saving...">
                Mark complete
              </Button>
            )}
            <nav aria-label="Lessons" className="flex gap-2">
              {previous ? (
                <Link to={previous} className={buttonClassName('secondary', 'md', 'flex-1 sm:flex-none')}>
                  ← Previous<span className="sr-only"> lesson</span>
                </Link>
              ) : (
                <span className={clsx(buttonClassName('secondary', 'md', 'flex-1 cursor-not-allowed opacity-50 sm:flex-none'))} aria-disabled="true">
                  ← Previous<span className="sr-only"> lesson</span>
                </span>
              )}
              {next ? (
                <Link to={next} className={buttonClassName(lesson.completed ? 'primary' : 'secondary', 'md', 'flex-1 sm:flex-none')}>
                  Next<span className="sr-only"> lesson</span> →
                </Link>
              ) : (
                <Link to={routes.viewCourse({ id: course.id })} className={buttonClassName('secondary', 'md', 'flex-1 sm:flex-none')}>
                  Back to course
                </Link>
              )}
            </nav>
          </div>

          {player.description?.trim() && <p className="whitespace-pre-line text-slate-700">{player.description}</p>}
          {player.content?.trim() && (
            <section aria-label="Lesson notes" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <Markdown>{player.content}</Markdown>
            </section>
          )}
          <LessonFiles files={player.files} />
        </div>

        <aside aria-label="Course outline" className="space-y-4 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-semibold text-slate-900">{course.name}</p>
            <ProgressBar percentage={course.percentage} label="Course progress" />
            <p className="text-xs text-slate-500">{lessonsLabel(course)}</p>
          </div>
          <CourseOutline courseId={course.id} units={course.units} currentLessonId={lesson.id} compact />
        </aside>
      </div>
    </div>
  )
}

export default LessonPlayer
