// Rows the course, unit, lesson and lesson-file tests start from:
// scenario('title', catalogue, async ({ admin, va }) => ...).
import pg from 'pg'
import { vi } from 'vitest'
import { courses, lessonFiles, lessonProgress, lessons, productCourses, products, storedFiles, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

export async function insertCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await db.insert(courses).values({ name: 'A course', ...values }).returning()
  return row
}

export async function insertUnit(courseId: number, values: Partial<typeof units.$inferInsert> = {}) {
  const [row] = await db.insert(units).values({ courseId, name: 'A unit', ...values }).returning()
  return row
}

export async function insertLesson(unitId: number, values: Partial<typeof lessons.$inferInsert> = {}) {
  const [row] = await db
    .insert(lessons)
    .values({ unitId, name: 'A lesson', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ...values })
    .returning()
  return row
}

export async function insertLessonFile(lessonId: number, values: Partial<typeof lessonFiles.$inferInsert> = {}) {
  const [row] = await db.insert(lessonFiles).values({ lessonId, name: 'Worksheet', fileUrl: 'https://example.com/worksheet.pdf', ...values }).returning()
  return row
}

export async function insertProduct(name: string, isActive = true) {
  const [row] = await db.insert(products).values({ name, isActive }).returning()
  return row
}

/** A stored_files row, as POST /api/upload-file writes it: the key a form may then attach. */
export async function insertUpload(uploadedById: number | null, fileName: string, contentType: string, sizeBytes = 1234) {
  const key = `2026/05/${crypto.randomUUID()}/${fileName}`
  const [row] = await db.insert(storedFiles).values({ key, fileName, contentType, sizeBytes, uploadedById }).returning()
  return row
}

/** A member's progress on a lesson (opened; finished when `completed`). */
export async function insertProgress(userId: number, lessonId: number, completed = false) {
  await db.insert(lessonProgress).values({ userId, lessonId, completedAt: completed ? new Date() : null })
}

/** The course area's page flags: every one for the admin back office. */
export const COURSE_PAGE_FLAGS = {
  courses: true,
  course: true,
  newCourse: true,
  editCourse: true,
  unit: true,
  newUnit: true,
  editUnit: true,
  lesson: true,
  newLesson: true,
  editLesson: true,
  lessonFile: true,
  newLessonFile: true,
  editLessonFile: true,
}

/** Someone signed in (as a request carries them) whose access level holds exactly these page flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/**
 * The back office's view of a small catalogue: an admin with every course flag (and the course_create and lesson_create functions), an expert who
 * may read courses, units, lessons and files but change nothing, a member with none; two products;
 * "Virtual Assistant Fundamentals" (published, in the membership) with two units and three lessons,
 * "Bookkeeping Basics" (a draft), and "Old Freelancing 101" (archived).
 */
export const catalogue = async () => {
  const admin = await signedIn('tribe-team-ro', COURSE_PAGE_FLAGS, { course_create: true, lesson_create: true })
  const expert = await signedIn('expert', { courses: true, course: true, unit: true, lesson: true, lessonFile: true })
  const member = await signedIn('member', {})
  const membership = await insertProduct('Tribe Membership')
  const bootcamp = await insertProduct('VA Bootcamp', false)
  const va = await insertCourse({ name: 'Virtual Assistant Fundamentals', isPublished: true, position: 0 })
  await db.insert(productCourses).values({ productId: membership.id, courseId: va.id })
  const basics = await insertUnit(va.id, { name: 'Getting Started', position: 0 })
  const tools = await insertUnit(va.id, { name: 'Tools of the Trade', position: 1 })
  const welcome = await insertLesson(basics.id, { name: 'Welcome', position: 0, durationSeconds: 300 })
  const inbox = await insertLesson(basics.id, { name: 'Inbox Zero', position: 1, type: 'Image/Text Only', videoUrl: null, content: '# Inbox' })
  const calendar = await insertLesson(tools.id, { name: 'Calendars', position: 0 })
  const bookkeeping = await insertCourse({ name: 'Bookkeeping Basics', isPublished: false, position: 1 })
  const old = await insertCourse({ name: 'Old Freelancing 101', isPublished: true, archivedAt: new Date('2026-01-01T00:00:00Z'), position: 2 })
  return { admin, expert, member, membership, bootcamp, va, basics, tools, welcome, inbox, calendar, bookkeeping, old }
}

/** The catalogue, and a learner who opened "Welcome" and finished "Calendars". */
export const inProgress = async () => {
  const rows = await catalogue()
  const learner = await createUser()
  await insertProgress(learner.id, rows.welcome.id)
  await insertProgress(learner.id, rows.calendar.id, true)
  return { ...rows, learner }
}

/**
 * How many SQL statements `work` sends (transaction control aside): what "a fixed number of
 * statements per operation" is checked with.
 */
export async function statementsOf(work: () => Promise<unknown>) {
  const spy = vi.spyOn(pg.Client.prototype, 'query')
  try {
    await work()
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : (query as { text?: string }).text ?? ''))
      .filter((text) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)).length
  } finally {
    spy.mockRestore()
  }
}
