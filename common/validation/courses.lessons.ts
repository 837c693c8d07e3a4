// What a lesson must be (/lessons/new, /lessons/{id}/edit, createLesson / updateLesson): one schema
// for the web form (Form's schema prop) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'
import { fileExtension, isStorageKey } from '../files'
import { fileOrUrl, optionalText, URL_MAX } from './courses'

/** The lesson types, verbatim from the spec (part 1 section 3), with their labels. */
export const LESSON_TYPES = ['Video', 'Image/Text Only'] as const
export type LessonType = (typeof LESSON_TYPES)[number]
export const LESSON_TYPE_LABELS: Record<LessonType, string> = { Video: 'Video Lesson', 'Image/Text Only': 'Image/Text Only' }

export const LESSON_NAME_MAX = 200
export const LESSON_CONTENT_MAX = 100_000
/** 24 hours: longer than any lesson video. */
export const LESSON_DURATION_MAX_SECONDS = 24 * 60 * 60

export const lessonMessages = {
  unitRequired: 'Choose the unit this lesson belongs to',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LESSON_NAME_MAX} characters`,
  shortDescriptionTooLong: 'Short description must be at most 500 characters',
  descriptionTooLong: 'Description must be at most 20000 characters',
  type: 'Type must be Video Lesson or Image/Text Only',
  videoRequired: 'A Video Lesson needs a YouTube or Vimeo link, or an uploaded MP4',
  videoUrl: 'Enter a YouTube or Vimeo link (https://...), or upload an MP4',
  image: 'Image must be a web address (https://...) or an uploaded image',
  contentTooLong: `Content must be at most ${LESSON_CONTENT_MAX} characters`,
  imageOrContentRequired: 'An Image/Text Only lesson needs an image or some text',
  duration: 'Duration must be a time such as 12:30 (minutes:seconds) or 1:05:00, up to 24 hours',
  isPublished: 'Published must be yes or no',
}

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The YouTube or Vimeo video a link plays ({ provider, id }), or null for any other link. */
export function videoLinkOf(value: string): { provider: 'youtube' | 'vimeo'; id: string } | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (!/^https?:$/.test(url.protocol)) return null
  const host = url.hostname.toLowerCase()
  const [, first, second] = url.pathname.split('/')
  let youtube: string | null = null
  if (onHost(host, 'youtu.be')) youtube = first ?? null
  else if (onHost(host, 'youtube.com') || onHost(host, 'youtube-nocookie.com')) {
    if (first === 'watch') youtube = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(first)) youtube = second ?? null
  }
  if (youtube && /^[\w-]{6,64}$/.test(youtube)) return { provider: 'youtube', id: youtube }
  if (onHost(host, 'vimeo.com')) {
    const id = url.pathname.split('/').find((part) => /^\d+$/.test(part))
    if (id) return { provider: 'vimeo', id }
  }
  return null
}

/** An uploaded MP4 (a storage key ending in .mp4): what a lesson's video may be besides a link. */
export const isUploadedMp4 = (value: string) => isStorageKey(value) && fileExtension(value) === '.mp4'

/** '12:30' -> 750, '1:05:00' -> 3900, '90' -> 90 (seconds); null for blank; NaN for anything else. */
export function parseDuration(text: string | null | undefined): number | null {
  const value = (text ?? '').trim()
  if (!value) return null
  if (!/^\d{1,5}(:[0-5]?\d){0,2}$/.test(value)) return Number.NaN
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** 750 -> '12:30', 3900 -> '1:05:00' (what the duration box shows). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null) return ''
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

const lessonFields = {
  name: z.string({ error: lessonMessages.nameRequired }).trim().min(1, lessonMessages.nameRequired).max(LESSON_NAME_MAX, lessonMessages.nameTooLong),
  shortDescription: optionalText(500, lessonMessages.shortDescriptionTooLong),
  description: optionalText(20_000, lessonMessages.descriptionTooLong),
  type: z.enum(LESSON_TYPES, lessonMessages.type).default('Video'),
  // A YouTube / Vimeo link, or the storage key of an uploaded MP4.
  videoUrl: z
    .string()
    .trim()
    .max(URL_MAX, lessonMessages.videoUrl)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value == null || videoLinkOf(value) != null || isUploadedMp4(value), lessonMessages.videoUrl),
  imageUrl: fileOrUrl(['images'], lessonMessages.image),
  // Markdown: the body of an Image/Text Only lesson, notes under a video.
  content: optionalText(LESSON_CONTENT_MAX, lessonMessages.contentTooLong),
  // Typed as minutes:seconds (or h:mm:ss) in the form; stored in seconds.
  duration: z
    .string({ error: lessonMessages.duration })
    .nullish()
    .transform((value) => parseDuration(value))
    .refine((seconds) => seconds == null || (Number.isInteger(seconds) && seconds <= LESSON_DURATION_MAX_SECONDS), lessonMessages.duration),
  isPublished: z.boolean({ error: lessonMessages.isPublished }).default(true),
}

type LessonShape = { type: LessonType; videoUrl: string | null; imageUrl: string | null; content: string | null }

/** The rules between fields: a video for a Video Lesson, an image or text for an Image/Text Only one. */
function lessonRules(lesson: LessonShape, ctx: z.RefinementCtx) {
  if (lesson.type === 'Video' && !lesson.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: lessonMessages.videoRequired })
  if (lesson.type === 'Image/Text Only' && !lesson.imageUrl && !lesson.content) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: lessonMessages.imageOrContentRequired })
  }
}

/** Editing a lesson: every field of the form (the unit changes on the course's tracks page). */
export const lessonSchema = z
  .object(lessonFields)
  .superRefine(lessonRules)
  // An Image/Text Only lesson has no video: a link left in the hidden box is not kept.
  .transform((lesson) => (lesson.type === 'Video' ? lesson : { ...lesson, videoUrl: null }))

/** A new lesson: the same, in a unit. */
export const newLessonSchema = z
  .object({
    unitId: z.coerce.number({ error: lessonMessages.unitRequired }).int(lessonMessages.unitRequired).positive(lessonMessages.unitRequired),
    ...lessonFields,
  })
  .superRefine(lessonRules)
  .transform((lesson) => (lesson.type === 'Video' ? lesson : { ...lesson, videoUrl: null }))

export type LessonInput = z.input<typeof lessonSchema>
export type LessonValues = z.output<typeof lessonSchema>
export type NewLessonInput = z.input<typeof newLessonSchema>
export type NewLessonValues = z.output<typeof newLessonSchema>
