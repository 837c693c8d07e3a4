// lessonFile, createLessonFile, updateLessonFile and deleteLessonFile (api/src/graphql/courses.lessonFiles.sdl.ts).
// Who may call each is the SDL's @requireAccess; what a lesson file must be is
// common/validation/courses.lessonFiles.ts. An upload's type and size come from its stored_files row (checked
// by magic bytes at upload time), never from the form.
import { eq, sql } from 'drizzle-orm'
import { lessonFileMessages, lessonFileSchema, newLessonFileSchema } from '../../../../common/validation/courses.lessonFiles'
import { lessonFiles, lessons } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { logChange, ownUploads, refuseProblems, type StoredUpload } from './content'
import { findLessonFile } from './lessonFileRecord'

async function foundLessonFile(id: number) {
  const file = await findLessonFile(id)
  if (!file) throw new NotFoundError('Lesson file not found')
  return file
}

/** The columns the file's kind decides: an upload's stored type and size, none for a link. */
function fileFacts(fileUrl: string, uploads: Map<string, StoredUpload>) {
  const upload = uploads.get(fileUrl)
  return { contentType: upload?.contentType ?? null, sizeBytes: upload?.sizeBytes ?? null }
}

export const lessonFile = (async ({ id }) => findLessonFile(id)) satisfies QueryResolvers['lessonFile']

export const createLessonFile = (async ({ input }) => {
  const { lessonId, name, fileUrl } = parseInput(newLessonFileSchema, input)
  const [[found], uploads] = await Promise.all([
    db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)),
    ownUploads({ fileUrl }),
  ])
  refuseProblems(found ? {} : { lessonId: [lessonFileMessages.lessonRequired] }, uploads.problems)
  const values = { name, fileUrl: fileUrl!, ...fileFacts(fileUrl!, uploads.uploads) }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessonFiles)
      // Last on its lesson.
      .values({
        ...values,
        lessonId,
        position: sql`(select coalesce(max(${lessonFiles.position}), -1) + 1 from ${lessonFiles} where ${lessonFiles.lessonId} = ${lessonId})`,
      })
      .returning({ id: lessonFiles.id })
    await logChange(tx, 'lesson-file', 'created', row.id, { lessonId, ...values })
    return row.id
  })
  return foundLessonFile(id)
}) satisfies MutationResolvers['createLessonFile']

export const updateLessonFile = (async ({ id, input }) => {
  const { name, fileUrl } = parseInput(lessonFileSchema, input)
  const [current] = await db.select().from(lessonFiles).where(eq(lessonFiles.id, id))
  if (!current) throw new NotFoundError('Lesson file not found')
  const uploads = await ownUploads({ fileUrl }, [current.fileUrl])
  refuseProblems(uploads.problems)
  // The same file keeps its stored facts (a key kept from before may have no stored_files row of ours).
  const facts = fileUrl === current.fileUrl ? { contentType: current.contentType, sizeBytes: current.sizeBytes } : fileFacts(fileUrl!, uploads.uploads)
  const values = { name, fileUrl: fileUrl!, ...facts }
  await db.transaction(async (tx) => {
    const [row] = await tx.update(lessonFiles).set({ ...values, updatedAt: new Date() }).where(eq(lessonFiles.id, id)).returning({ id: lessonFiles.id })
    if (!row) throw new NotFoundError('Lesson file not found')
    await logChange(tx, 'lesson-file', 'updated', id, values)
  })
  return foundLessonFile(id)
}) satisfies MutationResolvers['updateLessonFile']

export const deleteLessonFile = (async ({ id }) => {
  const file = await foundLessonFile(id)
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(lessonFiles).where(eq(lessonFiles.id, id)).returning()
    if (!row) throw new NotFoundError('Lesson file not found')
    // The row as it was: the log is the only place it still exists.
    await logChange(tx, 'lesson-file', 'deleted', id, { ...row })
  })
  return file
}) satisfies MutationResolvers['deleteLessonFile']
