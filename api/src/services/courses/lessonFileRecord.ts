// A lesson file as the back office reads it: the row with its lesson's name and course, in one
// statement for one file or (through the loader) for every lesson shown in a request.
import { asc, eq, inArray } from 'drizzle-orm'
import { isExternalUrl, storageKeyFileName } from '../../../../common/files'
import { lessonFiles, lessons, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { groupByKeys, loader } from '../../lib/loaders'

const lessonFileColumns = { file: lessonFiles, lessonName: lessons.name, courseId: units.courseId }

type LessonFileRow = { file: typeof lessonFiles.$inferSelect; lessonName: string; courseId: number }

export function toLessonFile({ file, lessonName, courseId }: LessonFileRow) {
  const isLink = isExternalUrl(file.fileUrl)
  return {
    id: file.id,
    lessonId: file.lessonId,
    lessonName,
    courseId,
    name: file.name,
    fileUrl: file.fileUrl,
    isLink,
    fileName: isLink ? null : storageKeyFileName(file.fileUrl),
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    position: file.position,
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  }
}

export type LessonFileRecord = ReturnType<typeof toLessonFile>

const base = () =>
  db.select(lessonFileColumns).from(lessonFiles).innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId)).innerJoin(units, eq(units.id, lessons.unitId))

/** One lesson file, or null. */
export async function findLessonFile(id: number): Promise<LessonFileRecord | null> {
  const [row] = await base().where(eq(lessonFiles.id, id))
  return row ? toLessonFile(row) : null
}

/** The files of many lessons in order: one statement per request however many lessons are shown. */
export function lessonFilesLoader() {
  return loader<number, LessonFileRecord[]>('lessonFiles:byLesson', async (lessonIds) => {
    const rows = await base()
      .where(inArray(lessonFiles.lessonId, [...lessonIds]))
      .orderBy(asc(lessonFiles.lessonId), asc(lessonFiles.position), asc(lessonFiles.id))
    return groupByKeys(lessonIds, rows.map(toLessonFile), (file) => file.lessonId)
  })
}
