// The one file rule (access.ts) on every path that serves stored bytes: a payment proof reaches
// its uploader and payment staff only, through the upload kind, the proof kind, and any content or
// profile row that names it; content files still reach content staff and the content's readers.
import { describe, expect } from 'vitest'
import { FILE_DOWNLOAD_KINDS, type FileDownloadKind } from '../../../../common/files.downloads'
import { courses, events, lessonFiles, lessons, paymentProofs, resourceFiles, storedFiles, units, users, userWins } from '../../../../db/schema'
import { db } from '../../lib/db'
import { eq } from 'drizzle-orm'
import { newStorageKey } from '../../lib/storage'
import { createUser } from '../../test/factories'
import { currentUserFor, scenario } from '../../test/scenario'
import { grantSubscription } from '../subscriptions/grantSubscription'
import { billing } from '../subscriptions/subscriptions.scenarios'
import { checkFileReference } from './attachments'
import { resolveFileDownload } from './downloads'

const storeRow = async (uploadedById: number, fileName: string, purpose: string | null, contentType = 'image/png') =>
  (await db.insert(storedFiles).values({ key: newStorageKey(fileName), fileName, contentType, sizeBytes: 1234, uploadedById, purpose }).returning())[0]

/**
 * A member (the buyer) with a proof of payment sent for an instalment and a lesson image of
 * theirs; staff whose custom level holds exactly `courses`, content staff holding every content
 * flag, payment staff holding exactly `payment`, profile staff and another member.
 */
const proofWorld = async () => {
  const rows = await billing()
  const granted = await db.transaction((tx) =>
    grantSubscription(tx, { userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', actorId: rows.admin.id, source: 'enrol' }),
  )
  const proofFile = await storeRow(rows.buyer.id, 'receipt.png', 'payment-proof')
  const [proof] = await db
    .insert(paymentProofs)
    .values({ paymentScheduleId: granted.scheduleIds[1], userId: rows.buyer.id, storedFileId: proofFile.id, paymentPlatform: 'GCash' })
    .returning()
  const people = {
    courseStaff: await createUser({ accessLevels: [{ name: 'course-editor', pageAccess: { courses: true } }] }),
    contentStaff: await createUser({ accessLevels: [{ name: 'content-editor', pageAccess: { courses: true, events: true, resourceFiles: true } }] }),
    paymentStaff: await createUser({ accessLevels: [{ name: 'cashier', pageAccess: { payment: true } }] }),
    profileStaff: await createUser({ accessLevels: [{ name: 'profile-viewer', pageAccess: { profile: true } }] }),
    other: await createUser({ accessLevels: ['member'] }),
  }
  return { ...rows, ...people, proofFile, proof }
}

const as = (id: number) => currentUserFor(id)

describe('a payment proof through the uploads and payment-proofs kinds', () => {
  scenario('only its uploader and payment staff read it; content staff get a 404 as for a missing file', proofWorld, async (w) => {
    const target = { storageKey: w.proofFile.key, fileName: 'receipt.png', contentType: 'image/png' }
    for (const [kind, id] of [['uploads', w.proofFile.id], ['payment-proofs', w.proof.id]] as const) {
      expect(await resolveFileDownload(kind, await as(w.buyer.id), id)).toEqual(target)
      expect(await resolveFileDownload(kind, await as(w.paymentStaff.id), id)).toEqual(target)
      expect(await resolveFileDownload(kind, await as(w.courseStaff.id), id)).toBeNull()
      expect(await resolveFileDownload(kind, await as(w.contentStaff.id), id)).toBeNull()
      expect(await resolveFileDownload(kind, await as(w.profileStaff.id), id)).toBeNull()
      expect(await resolveFileDownload(kind, await as(w.other.id), id)).toBeNull()
      expect(await resolveFileDownload(kind, null, id)).toBeNull()
    }
  })

  scenario('a file a payment proof names is a proof whatever purpose it was uploaded with', proofWorld, async (w) => {
    const claimed = await storeRow(w.buyer.id, 'lesson.png', 'lesson-image')
    await db.update(paymentProofs).set({ storedFileId: claimed.id }).where(eq(paymentProofs.id, w.proof.id))
    expect(await resolveFileDownload('uploads', await as(w.courseStaff.id), claimed.id)).toBeNull()
    expect(await resolveFileDownload('uploads', await as(w.paymentStaff.id), claimed.id)).toMatchObject({ fileName: 'lesson.png' })
  })

  scenario('content staff still read content uploads and unclassified ones; each purpose its own staff', proofWorld, async (w) => {
    const lessonImage = await storeRow(w.buyer.id, 'diagram.png', 'lesson-image')
    const unclassified = await storeRow(w.buyer.id, 'notes.png', null)
    const eventImage = await storeRow(w.buyer.id, 'poster.png', 'event-image')
    const profileImage = await storeRow(w.buyer.id, 'me.png', 'profile-image')
    const read = async (userId: number, fileId: number) => (await resolveFileDownload('uploads', await as(userId), fileId)) !== null
    expect(await read(w.courseStaff.id, lessonImage.id)).toBe(true)
    expect(await read(w.courseStaff.id, unclassified.id)).toBe(true)
    expect(await read(w.courseStaff.id, eventImage.id)).toBe(false)
    expect(await read(w.contentStaff.id, eventImage.id)).toBe(true)
    expect(await read(w.courseStaff.id, profileImage.id)).toBe(false)
    expect(await read(w.profileStaff.id, profileImage.id)).toBe(true)
    expect(await read(w.paymentStaff.id, lessonImage.id)).toBe(false)
    expect(await read(w.other.id, lessonImage.id)).toBe(false)
    expect(await read(w.buyer.id, profileImage.id)).toBe(true)
  })
})

describe('a payment proof named by a content or profile row', () => {
  /** Every row kind naming the proof's key (written straight to the table, as a bug or an old form could). */
  const namedEverywhere = async () => {
    const w = await proofWorld()
    const key = w.proofFile.key
    const content = await storeRow(w.contentStaff.id, 'clip.mp4', 'lesson-video', 'video/mp4')
    const [course] = await db.insert(courses).values({ name: 'Course', isPublished: true, thumbnailUrl: key }).returning()
    const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit' }).returning()
    const [lesson] = await db.insert(lessons).values({ unitId: unit.id, name: 'Lesson', videoUrl: content.key, imageUrl: key }).returning()
    const [proofLessonFile] = await db.insert(lessonFiles).values({ lessonId: lesson.id, name: 'Receipt', fileUrl: key }).returning()
    const [contentLessonFile] = await db.insert(lessonFiles).values({ lessonId: lesson.id, name: 'Clip', fileUrl: content.key }).returning()
    const [event] = await db
      .insert(events)
      .values({ title: 'Open day', imageUrl: key, startsAt: new Date(), endsAt: new Date(), audience: 'public', isPublished: true })
      .returning()
    const [resource] = await db.insert(resourceFiles).values({ title: 'Receipt', category: 'images', fileUrl: key, audience: 'public', isPublished: true }).returning()
    await db.update(users).set({ profileImage: key }).where(eq(users.id, w.buyer.id))
    const [win] = await db.insert(userWins).values({ userId: w.buyer.id, title: 'Paid', imageUrl: key }).returning()
    const proofPaths: [FileDownloadKind, number][] = [
      ['lesson-files', proofLessonFile.id],
      ['lesson-images', lesson.id],
      ['course-thumbnails', course.id],
      ['event-images', event.id],
      ['resource-files', resource.id],
      ['profile-images', w.buyer.id],
      ['win-images', win.id],
    ]
    return { ...w, content, lesson, contentLessonFile, proofPaths }
  }

  scenario('is never served through it but to the uploader; the row content files are still served', namedEverywhere, async (w) => {
    // Every kind but the two above serves a row's file: each one is covered here.
    expect(new Set([...w.proofPaths.map(([kind]) => kind), 'lesson-videos', 'uploads', 'payment-proofs'])).toEqual(new Set(FILE_DOWNLOAD_KINDS))
    const contentStaff = await as(w.contentStaff.id)
    const other = await as(w.other.id)
    const buyer = await as(w.buyer.id)
    for (const [kind, id] of w.proofPaths) {
      expect({ kind, served: await resolveFileDownload(kind, contentStaff, id) }).toEqual({ kind, served: null })
      expect({ kind, served: await resolveFileDownload(kind, other, id) }).toEqual({ kind, served: null })
    }
    expect(await resolveFileDownload('resource-files', null, w.proofPaths[4][1])).toBeNull()
    // The uploader still reads their own file wherever they may read the row.
    for (const kind of ['event-images', 'resource-files', 'profile-images', 'win-images'] as const) {
      const id = w.proofPaths.find(([k]) => k === kind)![1]
      expect({ kind, served: await resolveFileDownload(kind, buyer, id) }).toEqual({ kind, served: expect.objectContaining({ storageKey: w.proofFile.key }) })
    }
    expect(await resolveFileDownload('lesson-videos', contentStaff, w.lesson.id)).toMatchObject({ storageKey: w.content.key })
    expect(await resolveFileDownload('lesson-files', contentStaff, w.contentLessonFile.id)).toMatchObject({ storageKey: w.content.key })
  })
})

describe('checkFileReference: a proof is never attached to a row others read', () => {
  scenario('refused to its uploader with a message, and as missing to staff who cannot read it', proofWorld, async (w) => {
    const refusal = async (userId: number) => {
      try {
        await checkFileReference(await as(userId), w.proofFile.key, { field: 'image' })
      } catch (error) {
        return (error as { extensions: { properties: { messages: Record<string, string[]> } } }).extensions.properties.messages
      }
      throw new Error('expected a refusal')
    }
    expect(await refusal(w.buyer.id)).toEqual({ image: ['A proof of payment cannot be used here: upload the file again'] })
    expect(await refusal(w.paymentStaff.id)).toEqual({ image: ['A proof of payment cannot be used here: upload the file again'] })
    expect(await refusal(w.contentStaff.id)).toEqual({ image: ['This upload was not found: upload the file again'] })
    expect(await refusal(w.profileStaff.id)).toEqual({ image: ['This upload was not found: upload the file again'] })
  })
})
