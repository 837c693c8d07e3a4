import { and, asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { courseMessages } from '../../../../common/validation/courses'
import { courses as coursesTable, infoLogs, lessonProgress, lessons, productCourses, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { UPLOAD_NOT_FOUND } from './content'
import {
  course,
  courseChoices,
  courses,
  createCourse,
  deleteCourse,
  publishCourse,
  restoreCourse,
  saveCourseTracks,
  updateCourse,
  updateCourseIntro,
} from './courses'
import { catalogue, inProgress, insertCourse, insertUpload, statementsOf } from './courses.scenarios'

/** The info-log rows of one kind of change to one row. */
const logsOf = (action: string, id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> }; [key: string]: unknown } }

/** The error a call was refused with (the test fails when it was not refused). */
async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

const valid = { name: 'Social Media Management', shortDescription: 'Run pages for clients.', description: 'Long text', thumbnailUrl: 'https://cdn.example.com/smm.jpg', isPublished: false }

describe('courses', () => {
  scenario('lists the live courses newest first with their counts; archived ones only on request', catalogue, async ({ admin, va, bookkeeping, old }) => {
    const page = await asUser(admin, () => courses({}))
    expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 10 })
    expect(page.items.map((row) => [row.name, row.status, row.unitCount, row.lessonCount])).toEqual([
      [bookkeeping.name, 'draft', 0, 0],
      [va.name, 'published', 2, 3],
    ])
    expect((await asUser(admin, () => courses({ status: 'archived' }))).items.map((row) => [row.id, row.status])).toEqual([[old.id, 'archived']])
    expect((await asUser(admin, () => courses({ status: 'published' }))).items.map((row) => row.id)).toEqual([va.id])
    expect((await asUser(admin, () => courses({ status: 'draft' }))).items.map((row) => row.id)).toEqual([bookkeeping.id])
  })

  scenario('searches names case-insensitively, taking % and _ literally, and sorts on request', catalogue, async ({ admin, va, bookkeeping }) => {
    await insertCourse({ name: '100% Upwork' })
    const names = async (args: Parameters<typeof courses>[0]) => (await asUser(admin, () => courses(args))).items.map((row) => row.name)
    expect(await names({ search: 'ASSISTANT' })).toEqual([va.name])
    expect(await names({ search: '%' })).toEqual(['100% Upwork'])
    expect(await names({ search: '_' })).toEqual([])
    expect(await names({ sortBy: 'name' })).toEqual(['100% Upwork', bookkeeping.name, va.name])
    expect(await names({ sortBy: 'status', sortOrder: 'desc' })).toEqual([va.name, '100% Upwork', bookkeeping.name])
    const bad = await refusal(() => asUser(admin, () => courses({ status: 'gone', sortBy: 'position', search: 'x'.repeat(101) })))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(Object.keys(bad.extensions.properties!.messages).sort()).toEqual(['search', 'sortBy', 'status'])
  })

  scenario('a page of courses with products and outlines costs the same few statements however many rows', catalogue, async ({ admin }) => {
    const LIST = 'query { courses { items { id products { name } units { name lessons { name } } } totalCount } }'
    const before = await statementsOf(() => runGraphql(admin, LIST))
    for (let i = 0; i < 5; i += 1) await insertCourse({ name: `Extra ${i}` })
    const after = await statementsOf(() => runGraphql(admin, LIST))
    expect(after).toBe(before)
    // The page, its count, the products and the outline.
    expect(after).toBe(4)
  })

  scenario('answers one course with its products and its outline in order, or null', catalogue, async ({ admin, va, membership }) => {
    const result = await runGraphql(
      admin,
      `query { course(id: ${va.id}) { name status products { name isActive } units { name position lessons { name type status durationSeconds } } } }`,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      course: {
        name: va.name,
        status: 'published',
        products: [{ name: membership.name, isActive: true }],
        units: [
          {
            name: 'Getting Started',
            position: 0,
            lessons: [
              { name: 'Welcome', type: 'Video', status: 'published', durationSeconds: 300 },
              { name: 'Inbox Zero', type: 'Image/Text Only', status: 'published', durationSeconds: null },
            ],
          },
          { name: 'Tools of the Trade', position: 1, lessons: [{ name: 'Calendars', type: 'Video', status: 'published', durationSeconds: null }] },
        ],
      },
    })
    expect(await asUser(admin, () => course({ id: 999_999 }))).toBeNull()
  })

  scenario('offers live courses to pick, by name, at most 20', catalogue, async ({ admin, va, bookkeeping }) => {
    expect((await asUser(admin, () => courseChoices({}))).map((row) => row.name)).toEqual([bookkeeping.name, va.name])
    expect(await asUser(admin, () => courseChoices({ search: 'virtual' }))).toEqual([{ id: va.id, name: va.name, status: 'published' }])
  })
})

describe('createCourse', () => {
  scenario('stores the course last in the catalogue, with its products, and logs who created it', catalogue, async ({ admin, membership, bootcamp }) => {
    const created = await asUser(admin, () => createCourse({ input: { ...valid, name: '  Social Media Management ', productIds: [membership.id, bootcamp.id, membership.id] } }))
    expect(created).toMatchObject({ name: 'Social Media Management', status: 'draft', unitCount: 0, lessonCount: 0, thumbnailFileId: null })
    const [row] = await db.select().from(coursesTable).where(eq(coursesTable.id, created.id))
    expect(row).toMatchObject({ ...valid, position: 3, archivedAt: null })
    const links = await db.select().from(productCourses).where(eq(productCourses.courseId, created.id)).orderBy(asc(productCourses.productId))
    expect(links.map((link) => link.productId)).toEqual([membership.id, bootcamp.id])
    expect(await logsOf('course-created', created.id)).toMatchObject([{ userId: admin.id, entityType: 'course', details: { name: valid.name } }])
  })

  scenario('refuses bad input with a message on each field, and stores nothing', catalogue, async ({ admin }) => {
    const refused = await refusal(() =>
      asUser(admin, () => createCourse({ input: { name: '   ', thumbnailUrl: 'javascript:alert(1)', shortDescription: 'x'.repeat(501), productIds: [999_999] } })),
    )
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toEqual({
      name: [courseMessages.nameRequired],
      thumbnailUrl: [courseMessages.thumbnail],
      shortDescription: [courseMessages.shortDescriptionTooLong],
    })
    const unknownProduct = await refusal(() => asUser(admin, () => createCourse({ input: { name: 'Fine', productIds: [999_999] } })))
    expect(unknownProduct.extensions.properties?.messages).toEqual({ productIds: [courseMessages.products] })
    expect(await db.select().from(coursesTable)).toHaveLength(3)
  })

  scenario("takes an uploaded thumbnail only from the caller's own uploads", catalogue, async ({ admin, member }) => {
    const mine = await insertUpload(admin.id, 'cover.png', 'image/png')
    const theirs = await insertUpload(member.id, 'private.png', 'image/png')
    const refused = await refusal(() => asUser(admin, () => createCourse({ input: { name: 'Sneaky', thumbnailUrl: theirs.key } })))
    expect(refused.extensions.properties?.messages).toEqual({ thumbnailUrl: [UPLOAD_NOT_FOUND] })
    const created = await asUser(admin, () => createCourse({ input: { name: 'Covered', thumbnailUrl: mine.key } }))
    expect(created).toMatchObject({ thumbnailUrl: mine.key, thumbnailFileId: mine.id })
  })
})

describe('updateCourse and updateCourseIntro', () => {
  scenario('replaces the fields and the products, and logs it', catalogue, async ({ admin, va, bootcamp }) => {
    const updated = await asUser(admin, () => updateCourse({ id: va.id, input: { ...valid, isPublished: true, productIds: [bootcamp.id] } }))
    expect(updated).toMatchObject({ name: valid.name, status: 'published' })
    const links = await db.select().from(productCourses).where(eq(productCourses.courseId, va.id))
    expect(links.map((link) => link.productId)).toEqual([bootcamp.id])
    await asUser(admin, () => updateCourse({ id: va.id, input: { ...valid, productIds: [] } }))
    expect(await db.select().from(productCourses).where(eq(productCourses.courseId, va.id))).toEqual([])
    expect(await logsOf('course-updated', va.id)).toHaveLength(2)
    const missing = await refusal(() => asUser(admin, () => updateCourse({ id: 999_999, input: valid })))
    expect(missing.extensions.code).toBe('NOT_FOUND')
  })

  scenario('keeps a thumbnail another admin uploaded when the course already has it', catalogue, async ({ admin, expert, va }) => {
    const theirs = await insertUpload(expert.id, 'va.png', 'image/png')
    await db.update(coursesTable).set({ thumbnailUrl: theirs.key }).where(eq(coursesTable.id, va.id))
    const updated = await asUser(admin, () => updateCourse({ id: va.id, input: { name: va.name, thumbnailUrl: theirs.key } }))
    expect(updated.thumbnailFileId).toBe(theirs.id)
  })

  scenario('saves the intro (video link, short description, markdown) and refuses a video that is not a web address', catalogue, async ({ admin, va }) => {
    const intro = { shortDescription: 'Your first client', introVideoUrl: 'https://youtu.be/dQw4w9WgXcQ', introContent: '## What you get\n\n- 12 lessons' }
    expect(await asUser(admin, () => updateCourseIntro({ id: va.id, input: intro }))).toMatchObject(intro)
    expect(await logsOf('course-intro-updated', va.id)).toHaveLength(1)
    const refused = await refusal(() => asUser(admin, () => updateCourseIntro({ id: va.id, input: { introVideoUrl: 'not a link' } })))
    expect(refused.extensions.properties?.messages).toEqual({ introVideoUrl: [courseMessages.introVideoUrl] })
    const [row] = await db.select().from(coursesTable).where(eq(coursesTable.id, va.id))
    expect(row.introVideoUrl).toBe(intro.introVideoUrl)
  })
})

describe('publishCourse', () => {
  scenario('publishes and unpublishes with a log row each; an archived course must be restored first', catalogue, async ({ admin, bookkeeping, old }) => {
    expect(await asUser(admin, () => publishCourse({ id: bookkeeping.id, isPublished: true }))).toMatchObject({ status: 'published' })
    expect(await asUser(admin, () => publishCourse({ id: bookkeeping.id, isPublished: false }))).toMatchObject({ status: 'draft' })
    expect((await logsOf('course-published', bookkeeping.id)).length).toBe(1)
    expect((await logsOf('course-unpublished', bookkeeping.id)).length).toBe(1)
    const refused = await refusal(() => asUser(admin, () => publishCourse({ id: old.id, isPublished: true })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(await asUser(admin, () => restoreCourse({ id: old.id }))).toMatchObject({ status: 'published', archivedAt: null })
    expect(await logsOf('course-restored', old.id)).toHaveLength(1)
  })
})

describe('saveCourseTracks', () => {
  const orderOf = async (courseId: number) => {
    const rows = await db
      .select({ unit: units.name, lesson: lessons.name })
      .from(units)
      .leftJoin(lessons, eq(lessons.unitId, units.id))
      .where(eq(units.courseId, courseId))
      .orderBy(asc(units.position), asc(lessons.position))
    return rows.map((row) => `${row.unit}/${row.lesson ?? '-'}`)
  }

  scenario('reorders units and moves lessons between them in one go, and logs it', catalogue, async ({ admin, va, basics, tools, welcome, inbox, calendar }) => {
    const input = { units: [{ id: tools.id, lessonIds: [inbox.id, calendar.id] }, { id: basics.id, lessonIds: [welcome.id] }] }
    const statements = await statementsOf(() => asUser(admin, () => saveCourseTracks({ id: va.id, input })))
    expect(await orderOf(va.id)).toEqual(['Tools of the Trade/Inbox Zero', 'Tools of the Trade/Calendars', 'Getting Started/Welcome'])
    expect(await logsOf('course-tracks-updated', va.id)).toMatchObject([{ userId: admin.id, details: input }])
    // Lock, read, two updates, the log; then the answer.
    expect(statements).toBe(6)
  })

  scenario('refuses an order that leaves out, repeats or steals a unit or lesson, and changes nothing', catalogue, async ({ admin, va, basics, tools, welcome, inbox, calendar }) => {
    const other = await insertCourse({ name: 'Other' })
    const before = await orderOf(va.id)
    const attempts = [
      { units: [{ id: basics.id, lessonIds: [welcome.id, inbox.id, calendar.id] }] },
      { units: [{ id: basics.id, lessonIds: [welcome.id, inbox.id] }, { id: tools.id, lessonIds: [calendar.id, welcome.id] }] },
      { units: [{ id: basics.id, lessonIds: [welcome.id, inbox.id] }, { id: tools.id, lessonIds: [] }] },
      { units: [{ id: basics.id, lessonIds: [welcome.id, inbox.id, calendar.id] }, { id: tools.id, lessonIds: [] }, { id: other.id, lessonIds: [] }] },
    ]
    for (const input of attempts) {
      const refused = await refusal(() => asUser(admin, () => saveCourseTracks({ id: va.id, input })))
      expect(refused.extensions.code).toBe('BAD_USER_INPUT')
      expect(refused.message).toMatch(/the course changed since this page was opened/)
    }
    expect(await orderOf(va.id)).toEqual(before)
    expect(await logsOf('course-tracks-updated', va.id)).toEqual([])
  })
})

describe('deleteCourse', () => {
  scenario('deletes a course nobody has progress on, with its units and lessons, keeping it in the log', catalogue, async ({ admin, va }) => {
    expect(await asUser(admin, () => deleteCourse({ id: va.id }))).toEqual({ id: va.id, archived: false })
    expect(await db.select().from(coursesTable).where(eq(coursesTable.id, va.id))).toEqual([])
    expect(await db.select().from(units).where(eq(units.courseId, va.id))).toEqual([])
    expect(await db.select().from(lessons)).toEqual([])
    expect(await logsOf('course-deleted', va.id)).toMatchObject([{ details: { name: va.name } }])
  })

  scenario('asks before touching a course members have progress on, then archives it and keeps the progress', inProgress, async ({ admin, va }) => {
    const refused = await refusal(() => asUser(admin, () => deleteCourse({ id: va.id })))
    expect(refused.extensions).toMatchObject({ code: 'HAS_PROGRESS', memberCount: 1, progressCount: 2 })
    expect(refused.message).toBe(
      'Members have progress on this course (1 member, 2 lesson records). Deleting it would erase their progress: archive it instead to hide it from members and keep their progress.',
    )
    const [untouched] = await db.select().from(coursesTable).where(eq(coursesTable.id, va.id))
    expect(untouched.archivedAt).toBeNull()
    expect(await asUser(admin, () => deleteCourse({ id: va.id, archiveIfInProgress: true }))).toEqual({ id: va.id, archived: true })
    const [archived] = await db.select().from(coursesTable).where(eq(coursesTable.id, va.id))
    expect(archived.archivedAt).toBeInstanceOf(Date)
    expect(await db.select().from(lessonProgress)).toHaveLength(2)
    expect(await logsOf('course-archived', va.id)).toMatchObject([{ userId: admin.id, details: { memberCount: 1, progressCount: 2 } }])
    expect((await asUser(admin, () => courses({}))).items.map((row) => row.id)).not.toContain(va.id)
  })
})

describe('courses access', () => {
  scenario('is refused without the course flags, read-only for the expert, and signed out', catalogue, async ({ member, expert, va }) => {
    const reads = ['query { courses { totalCount } }', `query { course(id: ${va.id}) { id } }`, 'query { courseProductChoices { id } }']
    const writes = [
      'mutation { createCourse(input: { name: "X" }) { id } }',
      `mutation { updateCourse(id: ${va.id}, input: { name: "X" }) { id } }`,
      `mutation { publishCourse(id: ${va.id}, isPublished: false) { id } }`,
      `mutation { deleteCourse(id: ${va.id}) { id } }`,
      `mutation { saveCourseTracks(id: ${va.id}, input: { units: [] }) { id } }`,
    ]
    for (const document of [...reads, ...writes]) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    for (const document of reads) expect((await runGraphql(expert, document)).errors, document).toBeUndefined()
    for (const document of writes) expect((await runGraphql(expert, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    const [row] = await db.select().from(coursesTable).where(eq(coursesTable.id, va.id))
    expect(row).toMatchObject({ name: va.name, isPublished: true })
    expect(await db.select().from(coursesTable)).toHaveLength(3)
  })

  scenario('creating needs the course_create function flag, not only the New Course page', catalogue, async () => {
    const pageOnly = await createUser({ accessLevels: [{ name: 'page-only', pageAccess: { courses: true, newCourse: true }, functionAccess: {} }] })
    const result = await runGraphql(await currentUserFor(pageOnly.id), 'mutation { createCourse(input: { name: "X" }) { id } }')
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(await db.select().from(coursesTable)).toHaveLength(3)
  })
})
