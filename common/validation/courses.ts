// What a course must be (the course forms of /courses/new, /courses/{id}/edit and /courses/{id}/intro,
// and createCourse / updateCourse / updateCourseIntro / saveCourseTracks): one schema for the web form
// (Form's schema prop) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'
import { categoryOf, isExternalUrl, isStorageKey } from '../files'

export const COURSE_NAME_MAX = 200
export const COURSE_SHORT_DESCRIPTION_MAX = 500
export const COURSE_TEXT_MAX = 20_000
/** Markdown of the intro ("what members get"). */
export const COURSE_INTRO_MAX = 50_000
export const URL_MAX = 2_000

/** The list filter of /courses: live courses (default), published, draft or archived. */
export const COURSE_STATUSES = ['published', 'draft', 'archived'] as const
export type CourseStatus = (typeof COURSE_STATUSES)[number]

export const courseMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${COURSE_NAME_MAX} characters`,
  shortDescriptionTooLong: `Short description must be at most ${COURSE_SHORT_DESCRIPTION_MAX} characters`,
  descriptionTooLong: `Description must be at most ${COURSE_TEXT_MAX} characters`,
  thumbnail: 'Thumbnail must be a web address (https://...) or an uploaded image',
  isPublished: 'Published must be yes or no',
  products: 'Choose products from the list',
  introVideoUrl: 'Intro video must be a web address (https://...), e.g. a YouTube or Vimeo link',
  introContentTooLong: `What members get must be at most ${COURSE_INTRO_MAX} characters`,
  status: `Status must be one of ${COURSE_STATUSES.join(', ')}`,
  search: 'Search must be at most 100 characters',
  tracksUnits: 'List every unit of the course once',
  tracksLessons: 'List every lesson of the course once, in one of its units',
}

/** Trimmed text, blank -> null, at most `max` characters. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/** An absolute http(s) address, or an uploaded file's storage key of one of `categories`; blank -> null. */
export const fileOrUrl = (categories: readonly string[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(URL_MAX, message)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value == null || isExternalUrl(value) || (isStorageKey(value) && categories.includes(categoryOf(value) ?? '')), message)

/** The course form: new and edit send the same fields. */
export const courseSchema = z.object({
  name: z.string({ error: courseMessages.nameRequired }).trim().min(1, courseMessages.nameRequired).max(COURSE_NAME_MAX, courseMessages.nameTooLong),
  shortDescription: optionalText(COURSE_SHORT_DESCRIPTION_MAX, courseMessages.shortDescriptionTooLong),
  description: optionalText(COURSE_TEXT_MAX, courseMessages.descriptionTooLong),
  // A web address, or the storage key of an uploaded image (POST /api/upload-file).
  thumbnailUrl: fileOrUrl(['images'], courseMessages.thumbnail),
  isPublished: z.boolean({ error: courseMessages.isPublished }).default(false),
  // The products that give members this course (product_courses): how members get it.
  productIds: z
    .array(z.coerce.number({ error: courseMessages.products }).int(courseMessages.products).positive(courseMessages.products), {
      error: courseMessages.products,
    })
    .max(200, courseMessages.products)
    .default([])
    .transform((ids) => [...new Set(ids)]),
})

export type CourseInput = z.input<typeof courseSchema>
export type CourseValues = z.output<typeof courseSchema>

/** /courses/{id}/intro: what the member's course page shows above the outline (CourseIntro). */
export const courseIntroSchema = z.object({
  shortDescription: optionalText(COURSE_SHORT_DESCRIPTION_MAX, courseMessages.shortDescriptionTooLong),
  introVideoUrl: z
    .string()
    .trim()
    .max(URL_MAX, courseMessages.introVideoUrl)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value == null || isExternalUrl(value), courseMessages.introVideoUrl),
  introContent: optionalText(COURSE_INTRO_MAX, courseMessages.introContentTooLong),
})

export type CourseIntroInput = z.input<typeof courseIntroSchema>

/** The order of a course's units and of the lessons in them (/courses/{id}/tracks). */
export const courseTracksSchema = z.object({
  units: z
    .array(
      z.object({
        id: z.number().int().positive(),
        lessonIds: z.array(z.number().int().positive()).max(2_000),
      }),
      { error: courseMessages.tracksUnits },
    )
    .max(500, courseMessages.tracksUnits),
})

export type CourseTracksInput = z.input<typeof courseTracksSchema>
