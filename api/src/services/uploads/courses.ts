// The courses import (Courses, Units and Lessons sheets): Course ID, Unit ID and Lesson ID are the
// natural keys (importKey columns), so the same file twice changes nothing. New courses come in as
// drafts at the end of the catalogue; new units and lessons after their course's or unit's last,
// in the file's order. Each new or changed course, unit and lesson needs the flag of its manual
// operation (reach.ts). SQL: reading 4 statements; writing at most 6.
import { sql } from 'drizzle-orm'
import { uploadMessages, type UploadMode } from '../../../../common/validation/uploads'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { ImportContext, ImportPlan } from './plan'
import { importReachMessages, mayImport } from './reach'
import { duplicateChecker, keyList, Problems, recordset, rowsOf, text } from './rows'

type Existing = { id: number; import_key: string; name: string; short_description: string | null; description: string | null; parent: number | null }
type Item = { row: number; key: string; name: string; short_description: string | null; description: string | null; parentKey: string | null; authorId: number | null; id: number | null }

const LEVELS = [
  { sheet: 'Courses', key: 'Course ID', parent: null, table: 'courses', parentColumn: 'author_id', create: 'createCourse', change: 'changeCourse' },
  { sheet: 'Units', key: 'Unit ID', parent: 'Course ID', table: 'units', parentColumn: 'course_id', create: 'createUnit', change: 'changeUnit' },
  { sheet: 'Lessons', key: 'Lesson ID', parent: 'Unit ID', table: 'lessons', parentColumn: 'unit_id', create: 'createLesson', change: 'changeLesson' },
] as const

export async function planCourses(executor: Executor, sheets: Record<string, ParsedSheet>, _mode: UploadMode, { importer }: ImportContext): Promise<ImportPlan> {
  const problems = new Problems()
  const rowsOfSheet = (name: string) => sheets[name]?.rows ?? []
  const keysOf = (sheet: string, column: string) => rowsOfSheet(sheet).map((r) => r.values[column]).filter(Boolean)
  const courseKeys = [...keysOf('Courses', 'Course ID'), ...keysOf('Units', 'Course ID')]
  const unitKeys = [...keysOf('Units', 'Unit ID'), ...keysOf('Lessons', 'Unit ID')]
  const lessonKeys = keysOf('Lessons', 'Lesson ID')
  const authorTribeIds = keysOf('Courses', 'Author Tribe ID')

  const [courses, units, lessons, authors] = await Promise.all([
    rowsOf<Existing>(executor, sql`select id, import_key, name, short_description, description, author_id as parent from courses where import_key in ${keyList(courseKeys)}`),
    rowsOf<Existing>(executor, sql`select id, import_key, name, short_description, description, course_id as parent from units where import_key in ${keyList(unitKeys)}`),
    rowsOf<Existing>(executor, sql`select id, import_key, name, short_description, description, unit_id as parent from lessons where import_key in ${keyList(lessonKeys)}`),
    rowsOf<{ id: number; tribe_id: string }>(executor, sql`select id, tribe_id from users where tribe_id in ${keyList(authorTribeIds)}`),
  ])
  const existing = { courses: byKey(courses), units: byKey(units), lessons: byKey(lessons) }
  const authorByTribeId = new Map(authors.map((a) => [a.tribe_id, a.id]))

  let created = 0
  let updated = 0
  const items: Record<'courses' | 'units' | 'lessons', Item[]> = { courses: [], units: [], lessons: [] }
  const validKeys: Record<'courses' | 'units' | 'lessons', Set<string>> = { courses: new Set(), units: new Set(), lessons: new Set() }
  const sheetKeys = { courses: new Set(keysOf('Courses', 'Course ID')), units: new Set(keysOf('Units', 'Unit ID')) }
  for (const level of LEVELS) {
    const { sheet, table } = level
    const duplicate = duplicateChecker(problems, sheet, level.key)
    for (const { row, values } of rowsOfSheet(sheet)) {
      const before = problems.list.length
      const key = text(problems, sheet, row, level.key, values[level.key], 100)
      const name = text(problems, sheet, row, 'Name', values['Name'], 200)
      const short = text(problems, sheet, row, 'Short Description', values['Short Description'], 500)
      const description = text(problems, sheet, row, 'Description', values['Description'], 20_000)
      if (!values[level.key]) problems.add(sheet, row, level.key, uploadMessages.required(level.key))
      if (!values['Name']) problems.add(sheet, row, 'Name', uploadMessages.required('Name'))
      if (key) duplicate(row, key)
      let parentKey: string | null = null
      let authorId: number | null = null
      if (level.parent === null) {
        const tribeId = values['Author Tribe ID']
        if (tribeId) {
          authorId = authorByTribeId.get(tribeId) ?? null
          if (authorId === null) problems.add(sheet, row, 'Author Tribe ID', uploadMessages.unknownAuthor(tribeId))
        }
      } else {
        parentKey = values[level.parent]
        const parentTable = level.parent === 'Course ID' ? 'courses' : 'units'
        if (!parentKey) problems.add(sheet, row, level.parent, uploadMessages.required(level.parent))
        else if (!sheetKeys[parentTable].has(parentKey) && !existing[parentTable].has(parentKey)) {
          problems.add(sheet, row, level.parent, parentTable === 'courses' ? uploadMessages.unknownCourseId(parentKey) : uploadMessages.unknownUnitId(parentKey))
        }
      }
      if (problems.list.length > before || !key || !name) continue
      validKeys[table].add(key)
      const current = existing[table].get(key)
      const item: Item = { row, key, name, short_description: short, description, parentKey, authorId, id: current?.id ?? null }
      if (!current) {
        if (!mayImport(importer, level.create)) {
          problems.add(sheet, row, level.key, importReachMessages.needs(level.create))
          continue
        }
        created += 1
      } else {
        const parentId = level.parent === null ? (authorId ?? current.parent) : parentIdOf(item)
        if (current.name === name && current.short_description === short && current.description === description && current.parent === parentId) continue
        if (!mayImport(importer, level.change)) {
          problems.add(sheet, row, level.key, importReachMessages.needs(level.change))
          continue
        }
        updated += 1
      }
      items[table].push(item)
    }
  }

  /** The parent's id when it already exists and the file does not (re)define it; undefined when the file creates it. */
  function parentIdOf(item: Item): number | null | undefined {
    if (!item.parentKey) return null
    const table = existing.units.has(item.parentKey) || sheetKeys.units.has(item.parentKey) ? 'units' : 'courses'
    return existing[table].get(item.parentKey)?.id
  }

  const write = (tx: Executor) => writeCourses(tx, existing, items)

  return { problems, created, updated, unchanged: LEVELS.reduce((n, l) => n + rowsOfSheet(l.sheet).length, 0) - created - updated - problems.failedRows, write }
}

function byKey(rows: Existing[]) {
  return new Map(rows.map((row) => [row.import_key, row]))
}

/** The courses, then units, then lessons the file adds or changes: each level needs its parents' ids. */
async function writeCourses(tx: Executor, existing: Record<'courses' | 'units', Map<string, Existing>>, items: Record<'courses' | 'units' | 'lessons', Item[]>) {
  const ids = {
    courses: new Map([...existing.courses].map(([k, v]) => [k, v.id])),
    units: new Map([...existing.units].map(([k, v]) => [k, v.id])),
    lessons: new Map<string, number>(),
  }
  for (const level of LEVELS) {
    const { table } = level
    const parentIds = level.parent === 'Course ID' ? ids.courses : level.parent === 'Unit ID' ? ids.units : null
    const rows = items[table].map((item, ord) => ({
      id: item.id,
      import_key: item.key,
      name: item.name,
      short_description: item.short_description,
      description: item.description,
      parent: parentIds ? parentIds.get(item.parentKey as string) : item.authorId,
      ord,
    }))
    const updates = rows.filter((r) => r.id !== null)
    const inserts = rows.filter((r) => r.id === null)
    const columns = 'id int, import_key text, name text, short_description text, description text, parent int, ord int'
    const parent = sql.raw(level.parentColumn)
    const tableName = sql.raw(table)
    if (updates.length) {
      // An author left blank keeps the course's author.
      const parentValue = level.parent === null ? sql`coalesce(v.parent, t.author_id)` : sql`v.parent`
      await tx.execute(sql`update ${tableName} t set name = v.name, short_description = v.short_description, description = v.description,
          ${parent} = ${parentValue}, updated_at = now() from ${recordset(updates, columns)} where t.id = v.id`)
    }
    if (inserts.length) {
      // After the last of the course (units) or unit (lessons); courses after the catalogue's last.
      const position =
        level.parent === null
          ? sql`(select coalesce(max(position), -1) + 1 from courses) + v.ord`
          : sql`(select coalesce(max(x.position), -1) + 1 from ${tableName} x where x.${parent} = v.parent) + v.ord`
      const inserted = await rowsOf<{ id: number; import_key: string }>(
        tx,
        sql`insert into ${tableName} (import_key, name, short_description, description, ${parent}, position)
            select v.import_key, v.name, v.short_description, v.description, v.parent, ${position} from ${recordset(inserts, columns)}
            returning id, import_key`,
      )
      for (const row of inserted) ids[table].set(row.import_key, row.id)
    }
  }
}
