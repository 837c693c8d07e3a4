import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { lessonMessages } from '../../../../common/validation/courses.lessons'
import { infoLogs, lessonProgress, lessons } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { UPLOAD_NOT_FOUND } from './content'
import { catalogue, inProgress, insertLessonFile, insertUpload } from './courses.scenarios'
import { createLesson, deleteLesson, lesson, lessonChoices, restoreLesson, updateLesson } from './lessons'

const logsOf = (action: string, id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> }; [key: string]: unknown } }

async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

const video = { name: 'Finding clients', type: 'Video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '12:30' }

describe('lesson', () => {
  scenario('answers a lesson with its unit, course and files in order, or null', catalogue, async ({ admin, va, basics, welcome }) => {
    await insertLessonFile(welcome.id, { name: 'Checklist', position: 1 })
    await insertLessonFile(welcome.id, { name: 'Slides', position: 0 })
    const result = await runGraphql(admin, `query { lesson(id: ${welcome.id}) { name unitName courseId courseName status type files { name isLink lessonName courseId } } }`)
    expect(result.data).toEqual({
      lesson: {
        name: 'Welcome',
        unitName: basics.name,
        courseId: va.id,
        courseName: va.name,
        status: 'published',
        type: 'Video',
        files: [
          { name: 'Slides', isLink: true, lessonName: 'Welcome', courseId: va.id },
          { name: 'Checklist', isLink: true, lessonName: 'Welcome', courseId: va.id },
        ],
      },
    })
    expect(await asUser(admin, () => lesson({ id: 999_999 }))).toBeNull()
  })

  scenario('offers live lessons to pick by lesson, unit or course name', catalogue, async ({ admin, welcome, inbox, calendar }) => {
    expect((await asUser(admin, () => lessonChoices({}))).map((row) => row.id)).toEqual([welcome.id, inbox.id, calendar.id])
    expect((await asUser(admin, () => lessonChoices({ search: 'tools' }))).map((row) => row.id)).toEqual([calendar.id])
    expect(await asUser(admin, () => lessonChoices({ search: 'inbox' }))).toEqual([
      { id: inbox.id, name: 'Inbox Zero', unitName: 'Getting Started', courseName: 'Virtual Assistant Fundamentals' },
    ])
  })
})

describe('createLesson', () => {
  scenario('adds a Video Lesson last in its unit, its duration in seconds, and logs it', catalogue, async ({ admin, basics, tools }) => {
    const created = await asUser(admin, () => createLesson({ input: { ...video, unitId: basics.id } }))
    expect(created).toMatchObject({ unitId: basics.id, position: 2, durationSeconds: 750, isPublished: true, status: 'published', videoFileId: null })
    const [row] = await db.select().from(lessons).where(eq(lessons.id, created.id))
    expect(row).toMatchObject({ type: 'Video', videoUrl: video.videoUrl, durationSeconds: 750 })
    expect(await logsOf('lesson-created', created.id)).toMatchObject([{ userId: admin.id, details: { unitId: basics.id, durationSeconds: 750 } }])
    const text = await asUser(admin, () =>
      createLesson({ input: { unitId: tools.id, name: 'Reading', type: 'Image/Text Only', videoUrl: video.videoUrl, content: '# Read', isPublished: false } }),
    )
    // The hidden video box of an Image/Text Only lesson is not kept.
    expect(text).toMatchObject({ type: 'Image/Text Only', videoUrl: null, content: '# Read', status: 'draft', position: 1 })
  })

  scenario('refuses what each type needs, bad links and durations, with field messages, storing nothing', catalogue, async ({ admin, basics }) => {
    const messages = async (input: Record<string, unknown>) =>
      (await refusal(() => asUser(admin, () => createLesson({ input: { unitId: basics.id, name: 'X', ...input } as never })))).extensions.properties?.messages
    expect(await messages({ type: 'Video' })).toEqual({ videoUrl: [lessonMessages.videoRequired] })
    expect(await messages({ type: 'Video', videoUrl: 'https://example.com/talk' })).toEqual({ videoUrl: [lessonMessages.videoUrl] })
    expect(await messages({ type: 'Image/Text Only' })).toEqual({ content: [lessonMessages.imageOrContentRequired] })
    expect(await messages({ type: 'Audio', videoUrl: video.videoUrl })).toEqual({ type: [lessonMessages.type] })
    expect(await messages({ ...video, duration: '99:99' })).toEqual({ duration: [lessonMessages.duration] })
    expect(await messages({ ...video, duration: '25:00:00' })).toEqual({ duration: [lessonMessages.duration] })
    const noUnit = await refusal(() => asUser(admin, () => createLesson({ input: { ...video, unitId: 999_999 } })))
    expect(noUnit.extensions.properties?.messages).toEqual({ unitId: [lessonMessages.unitRequired] })
    expect(await db.select().from(lessons)).toHaveLength(3)
  })

  scenario("plays an uploaded MP4 from the caller's own uploads only", catalogue, async ({ admin, member, basics }) => {
    const mine = await insertUpload(admin.id, 'intro.mp4', 'video/mp4')
    const theirs = await insertUpload(member.id, 'home.mp4', 'video/mp4')
    const refused = await refusal(() => asUser(admin, () => createLesson({ input: { ...video, unitId: basics.id, videoUrl: theirs.key } })))
    expect(refused.extensions.properties?.messages).toEqual({ videoUrl: [UPLOAD_NOT_FOUND] })
    const pdf = await insertUpload(admin.id, 'notes.pdf', 'application/pdf')
    const notVideo = await refusal(() => asUser(admin, () => createLesson({ input: { ...video, unitId: basics.id, videoUrl: pdf.key } })))
    expect(notVideo.extensions.properties?.messages).toEqual({ videoUrl: [lessonMessages.videoUrl] })
    const created = await asUser(admin, () => createLesson({ input: { ...video, unitId: basics.id, videoUrl: mine.key } }))
    expect(created).toMatchObject({ videoUrl: mine.key, videoFileId: mine.id })
  })
})

describe('updateLesson and deleteLesson', () => {
  scenario('changes the lesson (its unit stays), and logs it', catalogue, async ({ admin, basics, inbox }) => {
    const updated = await asUser(admin, () => updateLesson({ id: inbox.id, input: { ...video, name: 'Inbox Zero (video)', duration: '1:05:00', isPublished: false } }))
    expect(updated).toMatchObject({ unitId: basics.id, position: 1, type: 'Video', durationSeconds: 3900, status: 'draft' })
    expect(await logsOf('lesson-updated', inbox.id)).toHaveLength(1)
    expect((await refusal(() => asUser(admin, () => updateLesson({ id: 999_999, input: video })))).extensions.code).toBe('NOT_FOUND')
  })

  scenario('deletes a lesson nobody opened with its files; asks first, then archives one with progress', inProgress, async ({ admin, inbox, welcome }) => {
    await insertLessonFile(inbox.id)
    expect(await asUser(admin, () => deleteLesson({ id: inbox.id }))).toEqual({ id: inbox.id, archived: false })
    expect(await db.select().from(lessons).where(eq(lessons.id, inbox.id))).toEqual([])
    expect(await logsOf('lesson-deleted', inbox.id)).toHaveLength(1)
    const refused = await refusal(() => asUser(admin, () => deleteLesson({ id: welcome.id })))
    expect(refused.extensions).toMatchObject({ code: 'HAS_PROGRESS', memberCount: 1, progressCount: 1 })
    expect(await asUser(admin, () => deleteLesson({ id: welcome.id, archiveIfInProgress: true }))).toEqual({ id: welcome.id, archived: true })
    expect(await db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, welcome.id))).toHaveLength(1)
    expect((await asUser(admin, () => lesson({ id: welcome.id })))?.status).toBe('archived')
    expect(await asUser(admin, () => restoreLesson({ id: welcome.id }))).toMatchObject({ status: 'published' })
  })
})

describe('lessons access', () => {
  scenario('is refused without the lesson flags, read-only for the expert, and signed out', catalogue, async ({ member, expert, basics, welcome }) => {
    const reads = [`query { lesson(id: ${welcome.id}) { id files { id } } }`]
    const writes = [
      `mutation { createLesson(input: { unitId: ${basics.id}, name: "X", videoUrl: "https://youtu.be/dQw4w9WgXcQ" }) { id } }`,
      `mutation { updateLesson(id: ${welcome.id}, input: { name: "X", videoUrl: "https://youtu.be/dQw4w9WgXcQ" }) { id } }`,
      `mutation { deleteLesson(id: ${welcome.id}) { id } }`,
      'query { lessonChoices { id } }',
    ]
    for (const document of [...reads, ...writes]) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    for (const document of reads) expect((await runGraphql(expert, document)).errors, document).toBeUndefined()
    for (const document of writes) expect((await runGraphql(expert, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    expect(await db.select().from(lessons)).toHaveLength(3)
  })
})
