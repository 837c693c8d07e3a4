// The sweep of unattached uploads: a day-old upload nothing names goes, object and row; proofs,
// import workbooks, fresh uploads and anything a row names stay.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { courses, events, funnels, infoLogs, landingPages, landingPageVersions, lessonFiles, lessons, paymentProofs, products, resourceFiles, storedFiles, units, uploadJobs, users, userWins } from '../../../../db/schema'
import { db } from '../../lib/db'
import { newStorageKey } from '../../lib/storage'
import { createUser } from '../../test/factories'
import { scenario } from '../../test/scenario'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { samples, temporaryStore } from './files.scenarios'
import { sweepUnattachedUploads } from './sweep'

const HOUR = 3_600_000
const NOW = new Date()
const DAY_OLD = new Date(NOW.getTime() - 25 * HOUR)

let store: ReturnType<typeof temporaryStore>
beforeAll(() => {
  store = temporaryStore()
})
afterAll(() => store.dispose())

/** An upload with its object in the store, `createdAt` as given. */
async function upload(userId: number, name: string, options: { purpose?: string | null; createdAt?: Date } = {}) {
  const key = newStorageKey(name)
  const bytes = samples.png()
  await store.store.put(key, bytes, { contentType: 'image/png' })
  const [row] = await db
    .insert(storedFiles)
    .values({ key, fileName: name, contentType: 'image/png', sizeBytes: bytes.length, uploadedById: userId, purpose: options.purpose ?? null, createdAt: options.createdAt ?? DAY_OLD })
    .returning()
  return row
}

/** Day-old uploads named by every kind of row, proofs, a workbook, a fresh upload and two orphans. */
const uploadsOfAllKinds = async () => {
  const rows = await billing()
  const owner = await createUser({ accessLevels: ['member'] })
  const u = (name: string, options?: Parameters<typeof upload>[2]) => upload(owner.id, name, options)
  const named = {
    profile: await u('me.png'),
    win: await u('win.png'),
    thumbnail: await u('thumb.png'),
    lessonVideo: await u('clip.png'),
    lessonImage: await u('diagram.png'),
    lessonFile: await u('sheet.png'),
    event: await u('poster.png'),
    resource: await u('guide.png'),
    draftMedia: await u('hero.png', { purpose: 'page-media' }),
    publishedMedia: await u('banner.png', { purpose: 'page-media' }),
    workbook: await u('members.png'),
  }
  await db.update(users).set({ profileImage: named.profile.key }).where(eq(users.id, owner.id))
  await db.insert(userWins).values({ userId: owner.id, title: 'Win', imageUrl: named.win.key })
  const [course] = await db.insert(courses).values({ name: 'Course', thumbnailUrl: named.thumbnail.key }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit' }).returning()
  const [lesson] = await db.insert(lessons).values({ unitId: unit.id, name: 'Lesson', videoUrl: named.lessonVideo.key, imageUrl: named.lessonImage.key }).returning()
  await db.insert(lessonFiles).values({ lessonId: lesson.id, name: 'Sheet', fileUrl: named.lessonFile.key })
  await db.insert(events).values({ title: 'Event', imageUrl: named.event.key, startsAt: NOW, endsAt: NOW })
  await db.insert(resourceFiles).values({ title: 'Guide', category: 'images', fileUrl: named.resource.key })
  const [product] = await db.select().from(products).limit(1)
  const [funnel] = await db.insert(funnels).values({ productId: product.id, name: 'Landing', slug: 'landing', priceCentavos: 0 }).returning()
  // A landing page names its media by address: one in the draft, one only in a published version.
  const hero = (id: number) => ({ root: { props: { title: '', description: '' } }, content: [{ type: 'Image' as const, props: { id: 'i', url: `/api/files/uploads/${id}`, alt: 'x', caption: '' } }] })
  const [landing] = await db.insert(landingPages).values({ funnelId: funnel.id, name: 'Landing', draft: hero(named.draftMedia.id) }).returning()
  await db.insert(landingPageVersions).values({ pageId: landing.id, version: 1, document: hero(named.publishedMedia.id) })
  await db.insert(uploadJobs).values({ type: 'members', fileName: 'members.xlsx', storageKey: named.workbook.key })

  // Proofs: one sent (named by payment_proofs, though it claimed another purpose), one uploaded as a proof and not sent yet.
  const granted = await db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol' }),
  )
  const sentProof = await upload(rows.buyer.id, 'receipt.png', { purpose: 'win-image' })
  await db.insert(paymentProofs).values({ paymentScheduleId: granted.scheduleIds[1], userId: rows.buyer.id, storedFileId: sentProof.id, paymentPlatform: 'GCash' })
  const unsentProof = await upload(rows.buyer.id, 'receipt-2.png', { purpose: 'payment-proof' })

  const fresh = await u('fresh.png', { createdAt: new Date(NOW.getTime() - 23 * HOUR) })
  const orphans = [await u('closed-the-page.png', { purpose: 'lesson-image' }), await upload(rows.buyer.id, 'replaced.png', { purpose: 'profile-image' })]
  return { kept: [...Object.values(named), sentProof, unsentProof, fresh], orphans }
}

describe('sweepUnattachedUploads', () => {
  scenario('removes day-old uploads nothing names, object and row, and keeps everything else', uploadsOfAllKinds, async ({ kept, orphans }) => {
    expect(await sweepUnattachedUploads(NOW)).toEqual({ filesDeleted: 2, bytesFreed: 2 * samples.png().length })
    const left = await db.select({ id: storedFiles.id }).from(storedFiles)
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept.map((row) => row.id).sort((a, b) => a - b))
    for (const orphan of orphans) expect(await store.store.exists(orphan.key)).toBe(false)
    for (const file of kept) expect({ key: file.key, exists: await store.store.exists(file.key) }).toEqual({ key: file.key, exists: true })
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'unattached-uploads-swept'))
    expect(log.details).toMatchObject({ count: 2, files: expect.arrayContaining(orphans.map((o) => expect.objectContaining({ id: o.id, key: o.key }))) })
    // Nothing left to sweep: no second log.
    expect(await sweepUnattachedUploads(NOW)).toEqual({ filesDeleted: 0, bytesFreed: 0 })
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'unattached-uploads-swept'))).toHaveLength(1)
  })
})
