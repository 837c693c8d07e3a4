// What a stage and a task must be (/stages/new, /stages/{id}/edit, the task form on /stages/{id};
// createStage, updateStage, createStageTask, updateStageTask): one schema each for the web form
// (Form's schema prop) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'

export const STAGE_NUMBER_MAX = 1000
export const STAGE_NAME_MAX = 100
export const STAGE_DESCRIPTION_MAX = 2000
export const TASK_TITLE_MAX = 200
export const TASK_DESCRIPTION_MAX = 10_000
export const TASK_POINTS_MAX = 100_000
export const TASK_ACTION_LABEL_MAX = 50
export const TASK_ACTION_URL_MAX = 2000
/** The user search of the leader and reviewer pickers. */
export const STAFF_SEARCH_MIN = 2
export const STAFF_SEARCH_MAX = 100

export const stageMessages = {
  numberRequired: 'Stage number is required',
  numberWhole: 'Stage number must be a whole number',
  numberRange: `Stage number must be between 0 and ${STAGE_NUMBER_MAX}`,
  numberTaken: 'Another stage already has this number',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${STAGE_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${STAGE_DESCRIPTION_MAX} characters`,
  courseInvalid: 'Choose a course from the list',
}

export const taskMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TASK_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${TASK_DESCRIPTION_MAX} characters`,
  pointsRequired: 'Points are required',
  pointsWhole: 'Points must be a whole number',
  pointsRange: `Points must be between 0 and ${TASK_POINTS_MAX}`,
  actionLabelTooLong: `Action label must be at most ${TASK_ACTION_LABEL_MAX} characters`,
  actionUrlInvalid: 'Action link must be a page of the app (starting with /) or a link starting with http:// or https://',
}

export const staffSearchMessages = {
  searchTooShort: `Type at least ${STAFF_SEARCH_MIN} characters`,
  searchTooLong: `Search must be at most ${STAFF_SEARCH_MAX} characters`,
}

/** Optional text: trimmed, blank is none (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/** A whole number from a NumberField (null when empty) or GraphQL's Int. */
const wholeNumber = (required: string, whole: string, min: number, max: number, range: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? required : whole) })
    .int(whole)
    .min(min, range)
    .max(max, range)

/** A stage: number (unique, 0 = "no real stage yet"), name, description, optional course. */
export const stageSchema = z.object({
  number: wholeNumber(stageMessages.numberRequired, stageMessages.numberWhole, 0, STAGE_NUMBER_MAX, stageMessages.numberRange),
  name: z
    .string({ error: stageMessages.nameRequired })
    .trim()
    .min(1, stageMessages.nameRequired)
    .max(STAGE_NAME_MAX, stageMessages.nameTooLong),
  description: optionalText(STAGE_DESCRIPTION_MAX, stageMessages.descriptionTooLong),
  // The form's select gives the id as text ('' for none); GraphQL gives an Int or null.
  courseId: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null
      const id = typeof value === 'number' ? value : Number(value)
      if (!Number.isInteger(id) || id < 1) {
        ctx.addIssue({ code: 'custom', message: stageMessages.courseInvalid })
        return z.NEVER
      }
      return id
    }),
})

export type StageInput = z.input<typeof stageSchema>
export type StageValues = z.output<typeof stageSchema>

/** An action link: a path of the app ('/form/journey-form') or an external http(s) link. */
export function isActionUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value)
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** A task of a stage: what the member does, for how many Tribe Points, and the button that starts it. */
export const taskSchema = z.object({
  title: z
    .string({ error: taskMessages.titleRequired })
    .trim()
    .min(1, taskMessages.titleRequired)
    .max(TASK_TITLE_MAX, taskMessages.titleTooLong),
  // Markdown, shown to members rendered safely (web/src/components/ui/Markdown).
  description: z
    .string()
    .trim()
    .max(TASK_DESCRIPTION_MAX, taskMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  points: wholeNumber(taskMessages.pointsRequired, taskMessages.pointsWhole, 0, TASK_POINTS_MAX, taskMessages.pointsRange),
  actionLabel: optionalText(TASK_ACTION_LABEL_MAX, taskMessages.actionLabelTooLong),
  actionUrl: optionalText(TASK_ACTION_URL_MAX, taskMessages.actionUrlInvalid).refine(
    (value) => value === null || isActionUrl(value),
    taskMessages.actionUrlInvalid,
  ),
})

export type TaskInput = z.input<typeof taskSchema>
export type TaskValues = z.output<typeof taskSchema>

/** The leader and reviewer pickers' search: part of a name or an e-mail address. */
export const staffSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .min(STAFF_SEARCH_MIN, staffSearchMessages.searchTooShort)
    .max(STAFF_SEARCH_MAX, staffSearchMessages.searchTooLong),
})
