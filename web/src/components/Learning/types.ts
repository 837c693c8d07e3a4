// The shapes the learning components draw, as the API's learner types give them
// (api/src/graphql/learning.sdl.ts). Cells select these fields through the fragments in
// fragments.ts, so the generated query types fit them and every component shows the same
// normalised course and lesson objects from Apollo's cache.

export type LessonState = {
  id: number
  name: string
  /** Video or Image/Text Only. */
  type: string
  durationSeconds: number | null
  started: boolean
  completed: boolean
  completedAt: string | null
  positionSeconds: number
}

export type CourseProgress = {
  id: number
  name: string
  shortDescription: string | null
  thumbnailUrl: string | null
  lessonCount: number
  completedCount: number
  percentage: number
  /** not-started, watching or completed. */
  status: string
  lastOpenedAt: string | null
  resumeLessonId: number | null
}

export type CourseUnit = {
  id: number
  name: string
  shortDescription: string | null
  lessons: LessonState[]
}

export type CourseOutline = CourseProgress & {
  description: string | null
  introVideoUrl: string | null
  introContent: string | null
  units: CourseUnit[]
}

export type EventView = {
  id: number
  title: string
  description: string | null
  imageUrl: string | null
  startsAt: string
  endsAt: string
  timeZone: string
  recurrenceRule: string | null
  isRecurring: boolean
  nextStartsAt: string | null
  nextEndsAt: string | null
  /** upcoming, live or past. */
  status: string
  zoomLink: string | null
  recordingUrl: string | null
}

export type ResourceView = {
  id: number
  title: string
  description: string | null
  category: string
  fileName: string | null
  contentType: string | null
  sizeBytes: number | null
  isLink: boolean
  url: string
  previewUrl: string | null
  createdAt: string
}

export type CategoryCount = { category: string; count: number }
