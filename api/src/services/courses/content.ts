// What the course, unit, lesson and lesson-file services share: the info log of a change, the
// archive-instead-of-delete rule (docs/product.md, "courses"), the check that an attached upload is the caller's own,
// the outline of units and lessons, and the status words.
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { isStorageKey } from '../../../../common/files'
import { lessonProgress, lessons, storedFiles, units } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { AppError, UserInputError } from '../../lib/errors'
import { groupByKeys, loader } from '../../lib/loaders'
import { INVALID_INPUT_MESSAGE } from '../../lib/validation'
import { iso } from '../../lib/time'

export type ContentKind = 'course' | 'unit' | 'lesson' | 'lesson-file'

/** The info-log row of a change: what, to which row, and who (with the admin behind an impersonated session). */
export function logChange(tx: Executor, kind: ContentKind, change: string, id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    {
      action: `${kind}-${change}`,
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: kind,
      entityId: id,
      details,
    },
    tx,
  )
}


/** published, draft or archived: what the lists filter by and the badges say. */
export function statusOf(row: { isPublished?: boolean; archivedAt: Date | null }): 'published' | 'draft' | 'archived' {
  if (row.archivedAt) return 'archived'
  return row.isPublished === false ? 'draft' : 'published'
}

/** The code of a delete refused because members have progress on the content. */
export const HAS_PROGRESS = 'HAS_PROGRESS'

export type ProgressCount = { memberCount: number; progressCount: number }

/**
 * Members' progress rows under a course, a unit or a lesson, in one statement: how many members
 * and how many lesson records. `tx` should hold the row locked, so no progress sneaks in between.
 */
export async function progressUnder(tx: Executor, where: { courseId: number } | { unitId: number } | { lessonId: number }): Promise<ProgressCount> {
  const filter =
    'courseId' in where ? eq(units.courseId, where.courseId) : 'unitId' in where ? eq(lessons.unitId, where.unitId) : eq(lessonProgress.lessonId, where.lessonId)
  const [row] = await tx
    .select({
      memberCount: sql<number>`count(distinct ${lessonProgress.userId})::int`,
      progressCount: sql<number>`count(*)::int`,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(units, eq(units.id, lessons.unitId))
    .where(filter)
  return row
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The refusal of a delete that would erase members' progress; the web asks "Archive instead?" and calls again. */
export function hasProgressError(kind: 'course' | 'unit' | 'lesson', count: ProgressCount) {
  return new AppError(
    `Members have progress on this ${kind} (${plural(count.memberCount, 'member')}, ${plural(count.progressCount, 'lesson record')}). ` +
      `Deleting it would erase their progress: archive it instead to hide it from members and keep their progress.`,
    HAS_PROGRESS,
    count,
  )
}

export type StoredUpload = { id: number; key: string; fileName: string; contentType: string; sizeBytes: number }
export type FieldProblems = Record<string, string[]>

export const UPLOAD_NOT_FOUND = 'That upload was not found among your uploads: upload the file again'

/**
 * The uploads `fields` name (storage keys; links and blanks are skipped), checked in one statement:
 * a key must be a file the caller uploaded (POST /api/upload-file), so a form can never attach
 * someone else's private upload by guessing its key. `keep` are the row's current values: a key
 * already on the row stays valid whoever uploaded it. Answers the uploads found and, per field,
 * what is wrong.
 */
export async function ownUploads(
  fields: Record<string, string | null | undefined>,
  keep: (string | null)[] = [],
): Promise<{ uploads: Map<string, StoredUpload>; problems: FieldProblems }> {
  const wanted = Object.entries(fields).filter((entry): entry is [string, string] => isStorageKey(entry[1]))
  if (!wanted.length) return { uploads: new Map(), problems: {} }
  const userId = currentUser()?.id ?? -1
  const keys = [...new Set(wanted.map(([, key]) => key))]
  const rows = await db
    .select({
      id: storedFiles.id,
      key: storedFiles.key,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      uploadedById: storedFiles.uploadedById,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.key, keys))
  const uploads = new Map(rows.filter((row) => row.uploadedById === userId || keep.includes(row.key)).map((row) => [row.key, row]))
  const problems: FieldProblems = {}
  for (const [field, key] of wanted) {
    if (!uploads.has(key) && !keep.includes(key)) problems[field] = [UPLOAD_NOT_FOUND]
  }
  return { uploads, problems }
}

/** Throws one BAD_USER_INPUT naming every field with a problem (nothing has been written yet). */
export function refuseProblems(...problems: FieldProblems[]) {
  const merged: FieldProblems = Object.assign({}, ...problems)
  if (Object.keys(merged).length) throw new UserInputError(INVALID_INPUT_MESSAGE, merged)
}

/** The stored_files ids of these keys (for previews at /api/files/uploads/{id}), in one statement. */
export async function storedFileIds(keys: (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(keys.filter((key): key is string => isStorageKey(key)))]
  if (!wanted.length) return new Map()
  const rows = await db.select({ id: storedFiles.id, key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, wanted))
  return new Map(rows.map((row) => [row.key, row.id]))
}

export type OutlineLesson = {
  id: number
  unitId: number
  name: string
  type: string
  durationSeconds: number | null
  position: number
  isPublished: boolean
  archivedAt: string | null
  status: string
}

function toOutlineLesson(row: typeof lessons.$inferSelect): OutlineLesson {
  return {
    id: row.id,
    unitId: row.unitId,
    name: row.name,
    type: row.type,
    durationSeconds: row.durationSeconds,
    position: row.position,
    isPublished: row.isPublished,
    archivedAt: iso(row.archivedAt),
    status: statusOf(row),
  }
}

/** The lessons of many units in order: one statement per request however many units are shown. */
export function unitLessonsLoader() {
  return loader<number, OutlineLesson[]>('courses:unitLessons', async (unitIds) => {
    const rows = await db
      .select()
      .from(lessons)
      .where(inArray(lessons.unitId, [...unitIds]))
      .orderBy(asc(lessons.unitId), asc(lessons.position), asc(lessons.id))
    return groupByKeys(unitIds, rows.map(toOutlineLesson), (lesson) => lesson.unitId)
  })
}

export type OutlineUnit = {
  id: number
  courseId: number
  name: string
  shortDescription: string | null
  position: number
  archivedAt: string | null
  lessons: OutlineLesson[]
}

/** The units of many courses with their lessons, in order: one statement (units left join lessons). */
export function courseUnitsLoader() {
  return loader<number, OutlineUnit[]>('courses:units', async (courseIds) => {
    const rows = await db
      .select({ unit: units, lesson: lessons })
      .from(units)
      .leftJoin(lessons, eq(lessons.unitId, units.id))
      .where(inArray(units.courseId, [...courseIds]))
      .orderBy(asc(units.courseId), asc(units.position), asc(units.id), asc(lessons.position), asc(lessons.id))
    const byId = new Map<number, OutlineUnit>()
    for (const { unit, lesson } of rows) {
      let outline = byId.get(unit.id)
      if (!outline) {
        outline = {
          id: unit.id,
          courseId: unit.courseId,
          name: unit.name,
          shortDescription: unit.shortDescription,
          position: unit.position,
          archivedAt: iso(unit.archivedAt),
          lessons: [],
        }
        byId.set(unit.id, outline)
      }
      if (lesson) outline.lessons.push(toOutlineLesson(lesson))
    }
    return groupByKeys(courseIds, [...byId.values()], (unit) => unit.courseId)
  })
}
