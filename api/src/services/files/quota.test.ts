// The daily upload quota: 100 MB a rolling day for a member, the staff setting for content staff
// and admins; refused before anything is stored, with the limit and when the file fits.
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { settings, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { newStorageKey } from '../../lib/storage'
import { createUser } from '../../test/factories'
import { currentUserFor, scenario } from '../../test/scenario'
import { FileRequestError } from './errors'
import { samples, temporaryStore } from './files.scenarios'
import {
  checkUploadQuota,
  DEFAULT_STAFF_UPLOAD_QUOTA_MB,
  MEMBER_UPLOAD_QUOTA_BYTES,
  QUOTA_WINDOW_MS,
  STAFF_UPLOAD_QUOTA_SETTING,
  uploadQuotaBytes,
} from './quota'
import { storeUpload } from './uploads'

const MB = 1024 * 1024
const HOUR = 3_600_000

let store: ReturnType<typeof temporaryStore>
beforeAll(() => {
  store = temporaryStore()
})
afterAll(() => store.dispose())

/** A stored_files row of `sizeBytes` uploaded by `userId` at `createdAt` (no object: the quota reads rows). */
const uploaded = (userId: number, sizeBytes: number, createdAt: Date) =>
  db.insert(storedFiles).values({ key: newStorageKey('old.png'), fileName: 'old.png', contentType: 'image/png', sizeBytes, uploadedById: userId, createdAt })

async function refusal(work: () => Promise<unknown>): Promise<FileRequestError> {
  try {
    await work()
  } catch (error) {
    if (error instanceof FileRequestError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

const people = async () => ({
  member: await createUser({ accessLevels: ['member'] }),
  cashier: await createUser({ accessLevels: [{ name: 'cashier', pageAccess: { payment: true } }] }),
  editor: await createUser({ accessLevels: [{ name: 'course-editor', pageAccess: { courses: true } }] }),
  admin: await createUser({ roles: ['admin'], accessLevels: [{ name: 'tribe-team-ro', pageAccess: { users: true } }] }),
})

describe('uploadQuotaBytes', () => {
  scenario('100 MB for members and staff without a content page; the setting for content staff and admins', people, async ({ member, cashier, editor, admin }) => {
    expect(await uploadQuotaBytes(await currentUserFor(member.id))).toBe(100 * MB)
    expect(await uploadQuotaBytes(await currentUserFor(cashier.id))).toBe(MEMBER_UPLOAD_QUOTA_BYTES)
    // No setting row yet: the default.
    expect(await uploadQuotaBytes(await currentUserFor(editor.id))).toBe(DEFAULT_STAFF_UPLOAD_QUOTA_MB * MB)
    await db.insert(settings).values({ name: STAFF_UPLOAD_QUOTA_SETTING, value: '500', type: 'number', scope: 'default' })
    expect(await uploadQuotaBytes(await currentUserFor(editor.id))).toBe(500 * MB)
    expect(await uploadQuotaBytes(await currentUserFor(admin.id))).toBe(500 * MB)
  })
})

describe('checkUploadQuota', () => {
  scenario('counts the last 24 hours only, and takes a file that exactly fills the quota', people, async ({ member }) => {
    const user = await currentUserFor(member.id)
    const now = new Date()
    await uploaded(member.id, 60 * MB, new Date(now.getTime() - QUOTA_WINDOW_MS - 1000))
    await uploaded(member.id, 90 * MB, new Date(now.getTime() - 2 * HOUR))
    await expect(checkUploadQuota(user, 10 * MB, { now })).resolves.toBeUndefined()
    const over = await refusal(() => checkUploadQuota(user, 10 * MB + 1, { now }))
    expect(over.status).toBe(429)
  })

  scenario('says the limit and the moment the file fits: when enough of the oldest uploads have left the day', people, async ({ member }) => {
    const user = await currentUserFor(member.id)
    // Tue 5 May 2026, 10:00 in Manila.
    const now = new Date('2026-05-05T02:00:00Z')
    await uploaded(member.id, 5 * MB, new Date(now.getTime() - 23 * HOUR))
    await uploaded(member.id, 30 * MB, new Date(now.getTime() - 20 * HOUR))
    await uploaded(member.id, 64 * MB, new Date(now.getTime() - 1 * HOUR))
    // 99 MB used: 10 MB more needs 9 MB to leave the day, the first two: 4 hours from now.
    const over = await refusal(() => checkUploadQuota(user, 10 * MB, { now }))
    expect(over.status).toBe(429)
    expect(over.retryAfterSeconds).toBe(4 * 3600)
    expect(over.message).toBe(
      'You have uploaded 99 MB in the last 24 hours, and your upload limit is 100 MB a day. You can upload this file from Tue, 05/05/2026 2:00 PM (Manila time).',
    )
    // 2 MB needs 1 MB to leave: the first, an hour from now.
    expect((await refusal(() => checkUploadQuota(user, 2 * MB, { now }))).retryAfterSeconds).toBe(3600)
  })

  scenario('a file larger than the whole quota can never fit: 413, ask an admin', people, async ({ editor }) => {
    await db.insert(settings).values({ name: STAFF_UPLOAD_QUOTA_SETTING, value: '0', type: 'number', scope: 'default' })
    const tooLarge = await refusal(async () => checkUploadQuota(await currentUserFor(editor.id), 1000))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.message).toBe('This file (1000 B) is larger than your daily upload limit of 0 B. Please contact an admin to upload it.')
  })
})

describe('storeUpload over the quota', () => {
  scenario('is refused before storing: no object, no row', people, async ({ member }) => {
    const user = await currentUserFor(member.id)
    await uploaded(member.id, 100 * MB - 10, new Date(Date.now() - HOUR))
    const before = store.files()
    const refused = await refusal(() => storeUpload({ user, fileName: 'receipt.pdf', bytes: samples.pdf(), fields: { purpose: 'payment-proof' } }))
    expect(refused.status).toBe(429)
    expect(refused.message).toMatch(/^You have uploaded 100 MB in the last 24 hours, and your upload limit is 100 MB a day\. You can upload this file from /)
    expect(await db.select().from(storedFiles)).toHaveLength(1)
    expect(store.files()).toEqual(before)
  })

  scenario('two uploads at once at the edge of the quota: one is stored, the other refused and its object removed', people, async ({ member }) => {
    const user = await currentUserFor(member.id)
    const bytes = samples.pngOfSize(1000)
    await uploaded(member.id, 100 * MB - 1500, new Date(Date.now() - HOUR))
    const before = store.files().length
    const results = await Promise.allSettled([
      storeUpload({ user, fileName: 'a.png', bytes, fields: { purpose: 'win-image' } }),
      storeUpload({ user, fileName: 'b.png', bytes, fields: { purpose: 'win-image' } }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 429 })
    expect(await db.select().from(storedFiles)).toHaveLength(2)
    expect(store.files().length).toBe(before + 1)
  })
})
