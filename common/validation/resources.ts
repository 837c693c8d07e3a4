// What a resource file must be (/resource-files/new, /resource-files/{id}/edit, createResourceFile and
// updateResourceFile): one schema for the web form (Form's schema prop) and the service (parseInput).
// A resource is either an upload (the storage key POST /api/upload-file answered) or a web link.
// Its category is not part of the input: the server decides it from the uploaded file's name or from
// the link (categoryOf in common/files.ts, the spec's extension table), never the client.
import { z } from 'zod'
import { isExternalUrl, isStorageKey } from '../files'

export const RESOURCE_AUDIENCES = ['member', 'public', 'affiliate'] as const
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number]
export const RESOURCE_AUDIENCE_LABELS: Record<ResourceAudience, string> = {
  member: 'Members',
  public: 'Everyone (public)',
  affiliate: 'Affiliates',
}

export const RESOURCE_SOURCES = ['upload', 'link'] as const
export type ResourceSource = (typeof RESOURCE_SOURCES)[number]

export const RESOURCE_TITLE_MAX = 200
export const RESOURCE_DESCRIPTION_MAX = 5000
export const RESOURCE_URL_MAX = 2000

export const resourceFileMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${RESOURCE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  sourceInvalid: 'Choose an upload or a web link',
  fileRequired: 'Upload a file',
  fileInvalid: 'Upload the file again: the uploaded file was not found',
  urlRequired: 'Link is required',
  urlInvalid: 'Link must be a valid link starting with http:// or https://',
  audienceInvalid: 'Audience must be member, public or affiliate',
  isPublishedYesOrNo: 'Published must be yes or no',
}

const blankAsNull = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

/** A new or changed resource file, as the form holds it and the API takes it. */
export const resourceFileSchema = z
  .object({
    title: z
      .string({ error: resourceFileMessages.titleRequired })
      .trim()
      .min(1, resourceFileMessages.titleRequired)
      .max(RESOURCE_TITLE_MAX, resourceFileMessages.titleTooLong),
    description: z
      .string()
      .trim()
      .max(RESOURCE_DESCRIPTION_MAX, resourceFileMessages.descriptionTooLong)
      .nullish()
      .transform((value) => value || null),
    source: z
      .enum(RESOURCE_SOURCES, resourceFileMessages.sourceInvalid)
      .nullish()
      .transform((value) => value ?? 'upload'),
    // source upload: the storage key of the upload.
    fileKey: blankAsNull,
    // source link: the web or video-site link.
    url: blankAsNull,
    audience: z
      .enum(RESOURCE_AUDIENCES, resourceFileMessages.audienceInvalid)
      .nullish()
      .transform((value) => value ?? 'member'),
    isPublished: z
      .boolean({ error: resourceFileMessages.isPublishedYesOrNo })
      .nullish()
      .transform((value) => value ?? true),
  })
  // Runs even when a field above failed, so one answer names every bad field.
  .superRefine(
    (resource, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
      const source = resource.source ?? 'upload'
      if (source === 'upload') {
        const key = text(resource.fileKey)
        if (!key) issue('fileKey', resourceFileMessages.fileRequired)
        else if (!isStorageKey(key)) issue('fileKey', resourceFileMessages.fileInvalid)
      } else if (source === 'link') {
        const url = text(resource.url)
        if (!url) issue('url', resourceFileMessages.urlRequired)
        else if (url.length > RESOURCE_URL_MAX || !isExternalUrl(url)) issue('url', resourceFileMessages.urlInvalid)
      }
    },
    { when: () => true },
  )

export type ResourceFileInput = z.input<typeof resourceFileSchema>
export type ResourceFileValues = z.output<typeof resourceFileSchema>
