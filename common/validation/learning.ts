// The arguments of the member learning operations (api/src/graphql/learning.sdl.ts): the course
// filter and sort of /courses/my-courses, the event filter of /events/my-events, the resource
// category and the lesson player's saved position. One copy for the services (parseInput) and the
// web's filter controls.
import { z } from 'zod'
import { FILE_CATEGORIES, type FileCategory } from '../files'

export const LEARNER_COURSE_FILTERS = ['all', 'watching', 'completed'] as const
export type LearnerCourseFilter = (typeof LEARNER_COURSE_FILTERS)[number]

export const LEARNER_COURSE_SORTS = ['recent', 'newest'] as const
export type LearnerCourseSort = (typeof LEARNER_COURSE_SORTS)[number]

export const LEARNER_EVENT_FILTERS = ['all', 'upcoming', 'past', 'recurring'] as const
export type LearnerEventFilter = (typeof LEARNER_EVENT_FILTERS)[number]

/** A course's progress status for the signed-in user. */
export const COURSE_STATUSES = ['not-started', 'watching', 'completed'] as const
export type CourseStatus = (typeof COURSE_STATUSES)[number]

/** An event's status now. */
export const EVENT_STATUSES = ['upcoming', 'live', 'past'] as const
export type LearnerEventStatus = (typeof EVENT_STATUSES)[number]

/** The longest video position remembered: a day (no lesson is longer; anything above is a bad client). */
export const MAX_POSITION_SECONDS = 86_400

export const learningMessages = {
  courseFilter: `Filter must be one of ${LEARNER_COURSE_FILTERS.join(', ')}`,
  courseSort: `Sort must be one of ${LEARNER_COURSE_SORTS.join(', ')}`,
  eventFilter: `Filter must be one of ${LEARNER_EVENT_FILTERS.join(', ')}`,
  category: `Category must be one of ${FILE_CATEGORIES.join(', ')}`,
  position: `Position must be a whole number of seconds from 0 to ${MAX_POSITION_SECONDS}`,
  courseList: 'Invalid course list request',
  eventList: 'Invalid event list request',
  resourceList: 'Invalid resource list request',
  positionInput: 'Invalid lesson position',
}

export const courseListFilterSchema = z.object({
  filter: z.enum(LEARNER_COURSE_FILTERS, learningMessages.courseFilter).nullish(),
  sort: z.enum(LEARNER_COURSE_SORTS, learningMessages.courseSort).nullish(),
})

export const eventListFilterSchema = z.object({
  filter: z.enum(LEARNER_EVENT_FILTERS, learningMessages.eventFilter).nullish(),
})

export const resourceListFilterSchema = z.object({
  category: z
    .enum(FILE_CATEGORIES as [FileCategory, ...FileCategory[]], learningMessages.category)
    .nullish(),
})

export const lessonPositionSchema = z.object({
  positionSeconds: z.number(learningMessages.position).int(learningMessages.position).min(0, learningMessages.position).max(MAX_POSITION_SECONDS, learningMessages.position),
})
