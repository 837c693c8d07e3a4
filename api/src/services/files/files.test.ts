import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE, uploadPurposeMessage } from '../../../../common/files'
import { infoLogs, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { newStorageKey } from '../../lib/storage'
import { currentUserFor, scenario } from '../../test/scenario'
import { checkFileReference } from './attachments'
import { uploadedFileDownload } from './downloads'
import { ClientGoneError, FileRequestError } from './errors'
import { ownedUpload, samples, temporaryStore, uploaders } from './files.scenarios'
import { inspectUpload } from './inspect'
import { storeUpload } from './uploads'

let store: ReturnType<typeof temporaryStore>
beforeAll(() => {
  store = temporaryStore()
})
afterAll(() => store.dispose())

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as FileRequestError & { extensions?: { properties?: { messages?: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

describe('inspectUpload: the extension and the magic bytes must agree', () => {
  it.each([
    ['photo.png', samples.png(), 'image/png', 'images'],
    ['Guide.PDF', samples.pdf(), 'application/pdf', 'pdf'],
    ['clip.mp4', samples.mp4(), 'video/mp4', 'videos'],
    ['clip.mov', samples.mp4(), 'video/quicktime', 'videos'],
    ['song.mp3', samples.mp3(), 'audio/mpeg', 'audio'],
    ['letter.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'documents'],
    ['old.doc', samples.cfb(), 'application/msword', 'documents'],
    ['old.xls', samples.cfb(), 'application/vnd.ms-excel', 'spreadsheets'],
    ['bundle.zip', samples.zip(), 'application/zip', 'archive'],
    ['bundle.zip', samples.docx(), 'application/zip', 'archive'],
    ['scores.csv', samples.csv(), 'text/csv', 'spreadsheets'],
    ['notes.txt', samples.txt(), 'text/plain', 'documents'],
    ['logo.svg', samples.svg(), 'image/svg+xml', 'images'],
  ])('accepts %s', async (name, bytes, contentType, category) => {
    expect(await inspectUpload(name, bytes)).toEqual({ ok: true, extension: name.slice(name.lastIndexOf('.')).toLowerCase(), contentType, category })
  })

  it.each([
    ['program.pdf', samples.exe(), /not a real \.pdf file \(its content is a \.exe file\)/],
    ['page.jpg', samples.html(), /not a real \.jpg file\. Save or export it as \.jpg/],
    ['photo.pdf', samples.png(), /its content is a \.png file/],
    ['archive.docx', samples.zip(), /not a real \.docx file \(its content is a \.zip file\)/],
    ['sheet.xlsx', samples.docx(), /its content is a \.docx file/],
    ['image.txt', samples.png(), /not a real \.txt file/],
    ['data.csv', samples.notUtf8(), /not a plain-text \.csv file \(UTF-8\)/],
    ['nul.txt', Buffer.from('a\0b'), /not a plain-text/],
    ['fake.svg', samples.csv(), /not an SVG image/],
  ])('refuses %s whose content is something else', async (name, bytes, message) => {
    const result = await inspectUpload(name, bytes)
    expect(result).toMatchObject({ ok: false, status: 415 })
    expect(result.ok === false && result.message).toMatch(message)
  })

  it('refuses extensions outside the table, names without one, and empty files', async () => {
    expect(await inspectUpload('setup.exe', samples.exe())).toMatchObject({ ok: false, status: 415, message: expect.stringMatching(/^\.exe files cannot be uploaded\. Allowed types: \.jpg/) })
    expect(await inspectUpload('page.html', samples.html())).toMatchObject({ ok: false, status: 415 })
    expect(await inspectUpload('README', samples.txt())).toMatchObject({ ok: false, status: 415, message: expect.stringMatching(/has no extension/) })
    expect(await inspectUpload('empty.pdf', Buffer.alloc(0))).toMatchObject({ ok: false, status: 400, message: '"empty.pdf" is empty. Choose a file that has content.' })
  })
})

describe('storeUpload', () => {
  scenario('stores the object under a new key, a stored_files row and an info log, and answers the file', uploaders, async ({ owner }) => {
    const user = await currentUserFor(owner.id)
    const uploaded = await storeUpload({ user, fileName: '../My Guide?.pdf', bytes: samples.pdf(), fields: { purpose: 'resource-file' } })
    expect(uploaded).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\/My Guide_\.pdf$/),
      fileName: 'My Guide_.pdf',
      contentType: 'application/pdf',
      sizeBytes: samples.pdf().length,
      category: 'pdf',
    })
    expect(await db.select().from(storedFiles)).toMatchObject([
      { id: uploaded.id, key: uploaded.key, fileName: 'My Guide_.pdf', contentType: 'application/pdf', sizeBytes: samples.pdf().length, uploadedById: owner.id, purpose: 'resource-file' },
    ])
    expect(await store.store.stat(uploaded.key)).toEqual({ size: samples.pdf().length })
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'file-uploaded'))
    expect(log).toMatchObject({ userId: owner.id, entityType: 'stored_file', entityId: String(uploaded.id) })
    expect(log.details).toMatchObject({ key: uploaded.key, purpose: 'resource-file', originalName: '../My Guide?.pdf' })
  })

  scenario('refuses a file over 10 MB, a wrong type and a bad purpose, keeping nothing', uploaders, async ({ owner }) => {
    const user = await currentUserFor(owner.id)
    const before = store.files().length
    const tooLarge = await refusal(() => storeUpload({ user, fileName: 'big.png', bytes: samples.pngOfSize(UPLOAD_LIMIT_BYTES + 1) }))
    expect(tooLarge).toMatchObject({ status: 413, message: UPLOAD_TOO_LARGE_MESSAGE })
    const wrong = await refusal(() => storeUpload({ user, fileName: 'x.pdf', bytes: samples.exe() }))
    expect(wrong).toMatchObject({ status: 415 })
    const purpose = await refusal(() => storeUpload({ user, fileName: 'x.pdf', bytes: samples.pdf(), fields: { purpose: 'Not OK!' } }))
    expect(purpose.extensions?.properties?.messages).toEqual({ purpose: [uploadPurposeMessage] })
    const unknown = await refusal(() => storeUpload({ user, fileName: 'x.pdf', bytes: samples.pdf(), fields: { purpose: 'receipt' } }))
    expect(unknown.extensions?.properties?.messages).toEqual({ purpose: [uploadPurposeMessage] })
    expect(await db.select().from(storedFiles)).toEqual([])
    expect(store.files().length).toBe(before)
  })

  scenario('a client gone before the commit leaves neither the object nor the row', uploaders, async ({ owner }) => {
    const user = await currentUserFor(owner.id)
    const before = store.files()
    let checks = 0
    // Gone on the last check, after the object was written and the row inserted.
    const error = await refusal(() => storeUpload({ user, fileName: 'late.pdf', bytes: samples.pdf(), clientGone: () => ++checks >= 2 }))
    expect(error).toBeInstanceOf(ClientGoneError)
    expect(await db.select().from(storedFiles)).toEqual([])
    expect(await db.select().from(infoLogs)).toEqual([])
    expect(store.files()).toEqual(before)
  })
})

describe('uploadedFileDownload: the uploader and content staff', () => {
  scenario('answers the uploader and, for a file without a purpose, staff whose level opens courses, events or resource files; nobody else', ownedUpload, async ({ owner, other, staff, file }) => {
    const target = { storageKey: file.key, fileName: 'Workbook.pdf', contentType: 'application/pdf' }
    expect(await uploadedFileDownload(await currentUserFor(owner.id), file.id)).toEqual(target)
    expect(await uploadedFileDownload(await currentUserFor(staff.id), file.id)).toEqual(target)
    expect(await uploadedFileDownload(await currentUserFor(other.id), file.id)).toBeNull()
    expect(await uploadedFileDownload(null, file.id)).toBeNull()
    expect(await uploadedFileDownload(await currentUserFor(owner.id), file.id + 1000)).toBeNull()
    expect(await uploadedFileDownload(await currentUserFor(owner.id), 2 ** 40)).toBeNull()
  })
})

describe('checkFileReference: what a content row may point at', () => {
  scenario('takes an external link, or an upload the caller may use; refuses anything else under the field', ownedUpload, async ({ owner, other, staff, file }) => {
    expect(await checkFileReference(await currentUserFor(other.id), ' https://example.com/guide.pdf ', { field: 'fileUrl' })).toBeNull()
    const facts = { key: file.key, fileName: 'Workbook.pdf', contentType: 'application/pdf', sizeBytes: file.sizeBytes, category: 'pdf' }
    expect(await checkFileReference(await currentUserFor(owner.id), file.key, { field: 'fileUrl' })).toEqual(facts)
    expect(await checkFileReference(await currentUserFor(staff.id), file.key, { field: 'fileUrl' })).toEqual(facts)

    const someoneElses = await refusal(async () => checkFileReference(await currentUserFor(other.id), file.key, { field: 'fileUrl' }))
    expect(someoneElses.extensions?.properties?.messages).toEqual({ fileUrl: ['This upload was not found: upload the file again'] })
    const unknown = await refusal(async () => checkFileReference(await currentUserFor(owner.id), newStorageKey('x.pdf'), { field: 'videoUrl' }))
    expect(unknown.extensions?.properties?.messages).toEqual({ videoUrl: ['This upload was not found: upload the file again'] })
    const junk = await refusal(async () => checkFileReference(await currentUserFor(owner.id), 'javascript:alert(1)', { field: 'fileUrl' }))
    expect(junk.extensions?.properties?.messages).toEqual({ fileUrl: ['Enter a web link (https://...) or upload a file'] })
  })
})

describe('sizes', () => {
  it('the limit is 10 MB', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(10 * 1024 * 1024)
  })
})
