import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { resourceFileMessages, type ResourceFileInput } from '../../../../common/validation/resources'
import { infoLogs, resourceFiles as resourceFilesTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import {
  createResourceFile,
  deleteResourceFile,
  resourceFile,
  resourceFileListMessages,
  resourceFiles,
  resourceUploadMessages,
  setResourceFilePublished,
  updateResourceFile,
} from './resources'
import { insertStoredFile, standard } from './resources.scenarios'

const link: ResourceFileInput = { title: 'OnlineJobs.ph Job Board', source: 'link', url: 'https://www.onlinejobs.ph/jobseekers/jobsearch', audience: 'member', isPublished: true }

/** The info-log rows of one kind of change to one resource. */
const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

/** The error a call was refused with (the test fails when it was not refused). */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const titles = (list: { items: { title: string }[] }) => list.items.map((row) => row.title)

describe('resourceFiles', () => {
  scenario('lists newest first, filters by category and audience, and searches titles literally', standard, async ({ admin }) => {
    const all = await asUser(admin, () => resourceFiles({}))
    expect(all).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    expect(titles(all)).toEqual(['Swipe Copy 100%', 'Free Training Replay', 'BIR Registration Guide'])
    expect(titles(await asUser(admin, () => resourceFiles({ category: 'videos' })))).toEqual(['Free Training Replay'])
    expect(titles(await asUser(admin, () => resourceFiles({ audience: 'affiliate' })))).toEqual(['Swipe Copy 100%'])
    expect(titles(await asUser(admin, () => resourceFiles({ search: '100%' })))).toEqual(['Swipe Copy 100%'])
    expect(titles(await asUser(admin, () => resourceFiles({ search: '0%' , audience: 'member' })))).toEqual([])
    const sorted = await asUser(admin, () => resourceFiles({ sortBy: 'title', sortOrder: 'desc', pageSize: 2, page: 2 }))
    expect(titles(sorted)).toEqual(['BIR Registration Guide'])
    expect(sorted.totalCount).toBe(3)
  })

  scenario('refuses unknown filters and sorts with field messages', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => resourceFiles({ category: 'ebooks', audience: 'staff', sortBy: 'fileUrl' })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toMatchObject({
      category: [resourceFileListMessages.category],
      audience: [resourceFileListMessages.audience],
      sortBy: [expect.stringContaining('Sort by one of title')],
    })
  })

  scenario('answers where to download and preview: uploads through the files route, links as they are', standard, async ({ admin, guide, replay }) => {
    expect(await asUser(admin, () => resourceFile({ id: guide.id }))).toMatchObject({
      title: 'BIR Registration Guide',
      category: 'pdf',
      isLink: false,
      downloadUrl: `/api/files/resource-files/${guide.id}?as=tribe-team-ro`,
      previewUrl: `/api/files/resource-files/${guide.id}?inline=1&as=tribe-team-ro`,
    })
    expect(await asUser(admin, () => resourceFile({ id: replay.id }))).toMatchObject({
      isLink: true,
      downloadUrl: 'https://www.youtube.com/watch?v=abc123',
      previewUrl: null,
    })
    expect(await asUser(admin, () => resourceFile({ id: 999_999 }))).toBeNull()
  })
})

describe('createResourceFile', () => {
  scenario('takes the category, name, type and size of an upload from the stored file, and logs it', standard, async ({ admin }) => {
    const deck = await insertStoredFile('Client Onboarding.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', admin.id, 52_000)
    const created = await asUser(admin, () =>
      createResourceFile({ input: { title: 'Client Onboarding Deck', source: 'upload', fileKey: deck.key, audience: 'public', isPublished: false } }),
    )
    const [row] = await db.select().from(resourceFilesTable).where(eq(resourceFilesTable.id, created.id))
    expect(row).toMatchObject({
      title: 'Client Onboarding Deck',
      category: 'presentations',
      fileUrl: deck.key,
      fileName: 'Client Onboarding.pptx',
      contentType: deck.contentType,
      sizeBytes: 52_000,
      audience: 'public',
      isPublished: false,
      createdById: admin.id,
    })
    // Not a type a browser shows inline: download only.
    expect(created.previewUrl).toBeNull()
    expect(await logsOf('resource-file-created', created.id)).toMatchObject([
      { userId: admin.id, entityType: 'resource-file', details: { category: 'presentations', fileUrl: deck.key } },
    ])
  })

  scenario('classifies links: video sites are videos, anything else a web link', standard, async ({ admin }) => {
    expect(await asUser(admin, () => createResourceFile({ input: link }))).toMatchObject({ category: 'webLink', fileUrl: link.url, fileName: null, isLink: true })
    const video = await asUser(admin, () => createResourceFile({ input: { ...link, url: 'https://vimeo.com/76979871' } }))
    expect(video.category).toBe('videos')
    // A link to a PDF is still a link: the category follows the link, not a file the server never saw.
    const pdfLink = await asUser(admin, () => createResourceFile({ input: { ...link, url: 'https://example.com/guide.pdf' } }))
    expect(pdfLink.category).toBe('webLink')
  })

  scenario('ignores a category or file details the client sends', standard, async ({ admin, pdf }) => {
    // GraphQL refuses such fields over HTTP (the input type has none); a direct call shows the service drops them too.
    const input = { title: 'A link', source: 'link', url: 'https://example.com', category: 'pdf', fileName: 'x.pdf', sizeBytes: 1 }
    const created = await asUser(admin, () => createResourceFile({ input: input as ResourceFileInput }))
    expect(created).toMatchObject({ category: 'webLink', fileName: null, sizeBytes: null })
    // An upload's details are the stored file's, whatever the client says.
    const upload = { title: 'Guide', source: 'upload', fileKey: pdf.key, category: 'images', contentType: 'image/png' }
    expect(await asUser(admin, () => createResourceFile({ input: upload as ResourceFileInput }))).toMatchObject({
      category: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 120_000,
    })
  })

  scenario('refuses bad input with a message on every bad field, and stores nothing', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => createResourceFile({ input: { title: ' ', source: 'link', url: 'ftp://files.example.com/a.pdf', audience: 'staff' } })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toEqual({
      title: [resourceFileMessages.titleRequired],
      audience: [resourceFileMessages.audienceInvalid],
      url: [resourceFileMessages.urlInvalid],
    })
    const noFile = await refusal(() => asUser(admin, () => createResourceFile({ input: { title: 'A file', source: 'upload', fileKey: '' } })))
    expect(noFile.extensions.properties?.messages).toEqual({ fileKey: [resourceFileMessages.fileRequired] })
    expect(await db.select().from(resourceFilesTable)).toHaveLength(3)
  })

  scenario('attaches only a stored file its user uploaded', standard, async ({ admin, editor }) => {
    const theirs = await insertStoredFile('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', editor.id)
    const missing = `2025/01/${crypto.randomUUID()}/gone.pdf`
    for (const [fileKey, message] of [
      [theirs.key, resourceUploadMessages.notYours],
      [missing, resourceUploadMessages.notFound],
    ]) {
      const refused = await refusal(() => asUser(admin, () => createResourceFile({ input: { title: 'Notes', source: 'upload', fileKey } })))
      expect(refused.extensions.properties?.messages).toEqual({ fileKey: [message] })
    }
    expect(await db.select().from(resourceFilesTable)).toHaveLength(3)
  })
})

describe('updateResourceFile', () => {
  scenario('keeps the upload another admin attached, replaces the rest, and logs what changed', standard, async ({ editor, guide }) => {
    const updated = await asUser(editor, () =>
      updateResourceFile({ id: guide.id, input: { title: 'BIR Guide 2025', source: 'upload', fileKey: guide.fileUrl, audience: 'public', isPublished: true } }),
    )
    expect(updated).toMatchObject({ title: 'BIR Guide 2025', category: 'pdf', fileUrl: guide.fileUrl, fileName: 'BIR Guide.pdf', audience: 'public' })
    const [log] = await logsOf('resource-file-updated', guide.id)
    expect(log).toMatchObject({ userId: editor.id, details: { before: { title: 'BIR Registration Guide', audience: 'member' }, after: { title: 'BIR Guide 2025', audience: 'public' } } })
  })

  scenario('turns an upload into a link: the file details go, the category follows the link', standard, async ({ admin, guide }) => {
    const updated = await asUser(admin, () => updateResourceFile({ id: guide.id, input: { ...link, url: 'https://youtu.be/abc' } }))
    expect(updated).toMatchObject({ category: 'videos', fileUrl: 'https://youtu.be/abc', fileName: null, contentType: null, sizeBytes: null, isLink: true })
  })

  scenario('answers NOT_FOUND for a resource that does not exist', standard, async ({ admin }) => {
    expect((await refusal(() => asUser(admin, () => updateResourceFile({ id: 999_999, input: link })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('setResourceFilePublished and deleteResourceFile', () => {
  scenario('publishes, unpublishes and deletes, logging each', standard, async ({ admin, swipe }) => {
    expect(await asUser(admin, () => setResourceFilePublished({ id: swipe.id, isPublished: true }))).toMatchObject({ isPublished: true })
    expect(await asUser(admin, () => setResourceFilePublished({ id: swipe.id, isPublished: false }))).toMatchObject({ isPublished: false })
    expect(await logsOf('resource-file-published', swipe.id)).toHaveLength(1)
    expect(await logsOf('resource-file-unpublished', swipe.id)).toHaveLength(1)
    expect(await asUser(admin, () => deleteResourceFile({ id: swipe.id }))).toMatchObject({ id: swipe.id, title: 'Swipe Copy 100%' })
    expect(await db.select().from(resourceFilesTable).where(eq(resourceFilesTable.id, swipe.id))).toEqual([])
    expect(await logsOf('resource-file-deleted', swipe.id)).toMatchObject([{ details: { fileUrl: 'https://docs.google.com/document/d/1' } }])
    expect((await refusal(() => asUser(admin, () => deleteResourceFile({ id: swipe.id })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('resource files access', () => {
  scenario('is refused without the flags, creating without resource-file_create, and signed out', standard, async ({ member, editor, guide }) => {
    const documents = [
      'query { resourceFiles { totalCount } }',
      `query { resourceFile(id: ${guide.id}) { id } }`,
      `mutation { updateResourceFile(id: ${guide.id}, input: { title: "x" }) { id } }`,
      `mutation { setResourceFilePublished(id: ${guide.id}, isPublished: false) { id } }`,
      `mutation { deleteResourceFile(id: ${guide.id}) { id } }`,
      'mutation { createResourceFile(input: { title: "x" }) { id } }',
    ]
    for (const document of documents) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    }
    const create = 'mutation { createResourceFile(input: { title: "Editor link", source: "link", url: "https://example.com" }) { id } }'
    expect((await runGraphql(editor, create)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(await db.select().from(resourceFilesTable)).toHaveLength(3)
    expect((await runGraphql(editor, 'query { resourceFiles(category: "pdf") { items { title } } }')).data).toEqual({
      resourceFiles: { items: [{ title: 'BIR Registration Guide' }] },
    })
  })
})
