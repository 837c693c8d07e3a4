// What a feature changelog entry must be (/feature-changelog, createFeatureChangelogEntry and
// updateFeatureChangelogEntry): one schema for the web form and the service.
import { z } from 'zod'

export const CHANGELOG_TITLE_MAX = 200
export const CHANGELOG_DESCRIPTION_MAX = 20_000
export const CHANGELOG_VERSION_MAX = 50

export const featureChangelogMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CHANGELOG_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CHANGELOG_DESCRIPTION_MAX} characters`,
  versionTooLong: `Version must be at most ${CHANGELOG_VERSION_MAX} characters`,
  releasedOnRequired: 'Released on is required',
  releasedOnDate: 'Released on must be a date (YYYY-MM-DD)',
  isPublished: 'Published must be yes or no',
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const featureChangelogEntrySchema = z.object({
  title: z
    .string({ error: featureChangelogMessages.titleRequired })
    .trim()
    .min(1, featureChangelogMessages.titleRequired)
    .max(CHANGELOG_TITLE_MAX, featureChangelogMessages.titleTooLong),
  // Markdown, shown on the public /changelog through the shared Markdown renderer (sanitised).
  description: z
    .string()
    .trim()
    .max(CHANGELOG_DESCRIPTION_MAX, featureChangelogMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  version: z
    .string()
    .trim()
    .max(CHANGELOG_VERSION_MAX, featureChangelogMessages.versionTooLong)
    .nullish()
    .transform((value) => value || null),
  // The Manila calendar day the change shipped (a Date, never an instant).
  releasedOn: z
    .string({ error: featureChangelogMessages.releasedOnRequired })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: featureChangelogMessages.releasedOnRequired })
      else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: featureChangelogMessages.releasedOnDate })
    }),
  isPublished: z.boolean({ error: featureChangelogMessages.isPublished }).default(false),
})

export type FeatureChangelogEntryInput = z.input<typeof featureChangelogEntrySchema>
export type FeatureChangelogEntryValues = z.output<typeof featureChangelogEntrySchema>
