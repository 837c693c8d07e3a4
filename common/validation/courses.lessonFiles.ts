// What a lesson file must be (/lesson-files/new, /lesson-files/{id}/edit, createLessonFile /
// updateLessonFile): a name and an uploaded file or a web link. One schema for the web form and the service.
import { z } from 'zod'
import { UPLOAD_EXTENSIONS } from '../files'
import { fileOrUrl } from './courses'

export const LESSON_FILE_NAME_MAX = 200

export const lessonFileMessages = {
  lessonRequired: 'Choose the lesson this file belongs to',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LESSON_FILE_NAME_MAX} characters`,
  fileRequired: 'Upload a file or enter a link (https://...)',
}

// Every category an upload may have (the spec's table), so any uploadable file may be attached.
const anyUpload = ['images', 'videos', 'audio', 'presentations', 'spreadsheets', 'documents', 'pdf', 'archive']

const lessonFileFields = {
  name: z
    .string({ error: lessonFileMessages.nameRequired })
    .trim()
    .min(1, lessonFileMessages.nameRequired)
    .max(LESSON_FILE_NAME_MAX, lessonFileMessages.nameTooLong),
  // The storage key of an upload, or an external http(s) link.
  fileUrl: fileOrUrl(anyUpload, lessonFileMessages.fileRequired).refine((value) => value != null, lessonFileMessages.fileRequired),
}

/** Editing a lesson file (it stays on its lesson). */
export const lessonFileSchema = z.object(lessonFileFields)

/** A new lesson file, listed after the lesson's others. */
export const newLessonFileSchema = z.object({
  lessonId: z.coerce.number({ error: lessonFileMessages.lessonRequired }).int(lessonFileMessages.lessonRequired).positive(lessonFileMessages.lessonRequired),
  ...lessonFileFields,
})

export type LessonFileInput = z.input<typeof lessonFileSchema>
export type NewLessonFileInput = z.input<typeof newLessonFileSchema>

/** Uploadable extensions, for the file picker's accept attribute. */
export const LESSON_FILE_ACCEPT = UPLOAD_EXTENSIONS.join(',')
