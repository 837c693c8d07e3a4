import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { lessonFileMessages } from '../../../../common/validation/courses.lessonFiles'
import { infoLogs, lessonFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { UPLOAD_NOT_FOUND } from './content'
import { catalogue, insertLessonFile, insertUpload } from './courses.scenarios'
import { createLessonFile, deleteLessonFile, lessonFile, updateLessonFile } from './lessonFiles'

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

describe('lessonFile', () => {
  scenario('answers a file with its lesson, or null', catalogue, async ({ admin, va, welcome }) => {
    const file = await insertLessonFile(welcome.id, { name: 'Slides' })
    expect(await asUser(admin, () => lessonFile({ id: file.id }))).toMatchObject({
      name: 'Slides',
      lessonId: welcome.id,
      lessonName: 'Welcome',
      courseId: va.id,
      isLink: true,
      fileName: null,
    })
    expect(await asUser(admin, () => lessonFile({ id: 999_999 }))).toBeNull()
  })
})

describe('createLessonFile and updateLessonFile', () => {
  scenario("attaches the caller's own upload with its stored type and size, last on the lesson, and logs it", catalogue, async ({ admin, welcome }) => {
    await insertLessonFile(welcome.id)
    const upload = await insertUpload(admin.id, 'Checklist.pdf', 'application/pdf', 2048)
    const created = await asUser(admin, () => createLessonFile({ input: { lessonId: welcome.id, name: ' Checklist ', fileUrl: upload.key } }))
    expect(created).toMatchObject({ name: 'Checklist', fileUrl: upload.key, isLink: false, fileName: 'Checklist.pdf', contentType: 'application/pdf', sizeBytes: 2048, position: 1 })
    expect(await logsOf('lesson-file-created', created.id)).toMatchObject([{ userId: admin.id, details: { lessonId: welcome.id, fileUrl: upload.key } }])
  })

  scenario("refuses a missing name or file, someone else's upload, and an unknown lesson", catalogue, async ({ admin, member, welcome }) => {
    const blank = await refusal(() => asUser(admin, () => createLessonFile({ input: { lessonId: welcome.id, name: '', fileUrl: '' } })))
    expect(blank.extensions.properties?.messages).toEqual({ name: [lessonFileMessages.nameRequired], fileUrl: [lessonFileMessages.fileRequired] })
    const notALink = await refusal(() => asUser(admin, () => createLessonFile({ input: { lessonId: welcome.id, name: 'X', fileUrl: '/etc/passwd' } })))
    expect(notALink.extensions.properties?.messages).toEqual({ fileUrl: [lessonFileMessages.fileRequired] })
    const theirs = await insertUpload(member.id, 'private.pdf', 'application/pdf')
    const stolen = await refusal(() => asUser(admin, () => createLessonFile({ input: { lessonId: welcome.id, name: 'X', fileUrl: theirs.key } })))
    expect(stolen.extensions.properties?.messages).toEqual({ fileUrl: [UPLOAD_NOT_FOUND] })
    const orphan = await refusal(() => asUser(admin, () => createLessonFile({ input: { lessonId: 999_999, name: 'X', fileUrl: 'https://example.com/a.pdf' } })))
    expect(orphan.extensions.properties?.messages).toEqual({ lessonId: [lessonFileMessages.lessonRequired] })
    expect(await db.select().from(lessonFiles)).toEqual([])
  })

  scenario('switches a file to a link (no stored type any more), and logs it', catalogue, async ({ admin, welcome }) => {
    const upload = await insertUpload(admin.id, 'Old.pdf', 'application/pdf')
    const file = await insertLessonFile(welcome.id, { fileUrl: upload.key, contentType: 'application/pdf', sizeBytes: 1234 })
    const kept = await asUser(admin, () => updateLessonFile({ id: file.id, input: { name: 'Renamed', fileUrl: upload.key } }))
    expect(kept).toMatchObject({ name: 'Renamed', contentType: 'application/pdf', sizeBytes: 1234 })
    const link = await asUser(admin, () => updateLessonFile({ id: file.id, input: { name: 'Online', fileUrl: 'https://docs.example.com/guide' } }))
    expect(link).toMatchObject({ isLink: true, contentType: null, sizeBytes: null })
    expect(await logsOf('lesson-file-updated', file.id)).toHaveLength(2)
  })

  scenario('deletes a file and keeps it in the log', catalogue, async ({ admin, welcome }) => {
    const file = await insertLessonFile(welcome.id, { name: 'Gone' })
    expect(await asUser(admin, () => deleteLessonFile({ id: file.id }))).toMatchObject({ id: file.id, name: 'Gone' })
    expect(await db.select().from(lessonFiles)).toEqual([])
    expect(await logsOf('lesson-file-deleted', file.id)).toMatchObject([{ details: { name: 'Gone' } }])
  })
})

describe('lessonFiles access', () => {
  scenario('is refused without the lesson file flags, read-only for the expert, and signed out', catalogue, async ({ member, expert, welcome }) => {
    const file = await insertLessonFile(welcome.id)
    const reads = [`query { lessonFile(id: ${file.id}) { id } }`]
    const writes = [
      `mutation { createLessonFile(input: { lessonId: ${welcome.id}, name: "X", fileUrl: "https://example.com/x" }) { id } }`,
      `mutation { updateLessonFile(id: ${file.id}, input: { name: "X", fileUrl: "https://example.com/x" }) { id } }`,
      `mutation { deleteLessonFile(id: ${file.id}) { id } }`,
    ]
    for (const document of [...reads, ...writes]) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    for (const document of reads) expect((await runGraphql(expert, document)).errors, document).toBeUndefined()
    for (const document of writes) expect((await runGraphql(expert, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    expect(await db.select().from(lessonFiles)).toHaveLength(1)
  })
})
