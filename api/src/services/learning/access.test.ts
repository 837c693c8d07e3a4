// Who reads which course, lesson and file (access.ts), through the services and the downloads.
import { describe, expect } from 'vitest'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { courseThumbnailDownload, eventImageDownload, lessonFileDownload, lessonImageDownload, lessonVideoDownload } from './downloads'
import { eventWorld, key, learners } from './learning.scenarios'
import { myEvent } from './events'
import { lessonPlayer } from './lessonPlayer'
import { myCourse, myCourses } from './myCourses'
import { courseUnits } from './outline'
import { myProducts } from './products'

const names = (list: { items: { name: string }[] }) => list.items.map((course) => course.name)

describe('course access', () => {
  scenario('a member reads the live courses of the products of an active subscription, with live lessons only', learners, async ({ member }) => {
    const list = await asUser(await currentUserFor(member.id), () => myCourses({}))
    // Not Draft (unpublished), Old (archived), Gamma (another product) or Lonely (no product).
    expect(names(list)).toEqual(['Alpha', 'Beta'])
    expect(list.totalCount).toBe(2)
    // Alpha: Welcome, Reading, Vimeo talk; not the unpublished lesson, the archived one, or the archived unit's.
    expect(list.items[0]).toMatchObject({ lessonCount: 3, completedCount: 0, percentage: 0, status: 'not-started', lastOpenedAt: null })
  })

  scenario('expired (before 00:00 today in Manila), unenrolled and non-members read no course; the last day still counts', learners, async (world) => {
    for (const user of [world.expired, world.unenrolled, world.nonMember]) {
      const caller = await currentUserFor(user.id)
      expect(names(await asUser(caller, () => myCourses({})))).toEqual([])
      expect(await asUser(caller, () => myCourse({ id: world.courses.alpha.id }))).toBeNull()
      expect(await asUser(caller, () => lessonPlayer({ courseId: world.courses.alpha.id, lessonId: world.lessons.l1.id }))).toBeNull()
    }
    expect(names(await asUser(await currentUserFor(world.lastDay.id), () => myCourses({})))).toEqual(['Alpha', 'Beta'])
  })

  scenario('lifetime access (expiry 9999-12-31) reads its product\'s courses', learners, async ({ lifetime }) => {
    expect(names(await asUser(await currentUserFor(lifetime.id), () => myCourses({})))).toEqual(['Gamma'])
    const products = await asUser(await currentUserFor(lifetime.id), () => myProducts())
    expect(products).toMatchObject([{ name: 'Bootcamp', lifetime: true, status: 'Active', courses: [{ name: 'Gamma' }] }])
  })

  scenario('staff whose level opens courses list every live course and open drafts by id', learners, async ({ staff, courses, lessons }) => {
    const caller = await currentUserFor(staff.id)
    expect(names(await asUser(caller, () => myCourses({})))).toEqual(['Alpha', 'Beta', 'Gamma', 'Lonely'])
    expect(await asUser(caller, () => myCourse({ id: courses.draft.id }))).toMatchObject({ name: 'Draft' })
    const preview = await asUser(caller, () => lessonPlayer({ courseId: courses.alpha.id, lessonId: lessons.hidden.id }))
    expect(preview?.lesson.name).toBe('Unpublished')
  })

  scenario('a course or lesson the member may not read answers null, like a missing one', learners, async ({ member, courses, lessons }) => {
    const caller = await currentUserFor(member.id)
    for (const id of [courses.gamma.id, courses.draft.id, courses.old.id, courses.lonely.id, 999_999, -1]) {
      expect(await asUser(caller, () => myCourse({ id }))).toBeNull()
    }
    const missing = [
      { courseId: courses.alpha.id, lessonId: lessons.hidden.id }, // unpublished
      { courseId: courses.alpha.id, lessonId: lessons.archivedLesson.id }, // archived
      { courseId: courses.alpha.id, lessonId: lessons.inGoneUnit.id }, // in an archived unit
      { courseId: courses.alpha.id, lessonId: lessons.b1.id }, // another course's lesson
      { courseId: courses.gamma.id, lessonId: lessons.g1.id }, // a course of another product
      { courseId: courses.alpha.id, lessonId: 999_999 },
    ]
    for (const args of missing) expect(await asUser(caller, () => lessonPlayer(args))).toBeNull()
  })

  scenario('my products: active before expired, with each product\'s live courses and status', learners, async ({ member, expired }) => {
    const mine = await asUser(await currentUserFor(member.id), () => myProducts())
    expect(mine).toMatchObject([{ name: 'Membership', funnelName: 'Membership Annual', status: 'Active', lifetime: false }])
    expect(mine[0].courses.map((course) => course.name)).toEqual(['Alpha', 'Beta'])
    const theirs = await asUser(await currentUserFor(expired.id), () => myProducts())
    expect(theirs).toMatchObject([{ name: 'Membership', status: 'Expired' }])
  })
})

describe('the course page and the lesson player', () => {
  scenario('the outline: units in order with their live lessons in order', learners, async ({ member, courses }) => {
    const caller = await currentUserFor(member.id)
    const units = await asUser(caller, () => courseUnits(courses.alpha.id))
    expect(units.map((unit) => [unit.name, unit.lessons.map((lesson) => lesson.name)])).toEqual([
      ['Intro', ['Welcome', 'Reading']],
      ['More', ['Vimeo talk']],
    ])
  })

  scenario('videos: YouTube and Vimeo embeds, an uploaded MP4 from /api/files; files and neighbours', learners, async ({ member, courses, lessons, files }) => {
    const caller = await currentUserFor(member.id)
    const play = (courseId: number, lessonId: number) => asUser(caller, () => lessonPlayer({ courseId, lessonId }))
    const welcome = await play(courses.alpha.id, lessons.l1.id)
    expect(welcome?.video).toEqual({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' })
    expect(welcome).toMatchObject({ previousLessonId: null, nextLessonId: lessons.l2.id, unitName: 'Intro' })
    const reading = await play(courses.alpha.id, lessons.l2.id)
    expect(reading?.video).toBeNull()
    expect(reading?.content).toBe('## Read me')
    expect(reading).toMatchObject({ previousLessonId: lessons.l1.id, nextLessonId: lessons.l3.id })
    // The upload's type and size come from its stored_files row; the link is itself.
    expect(reading?.files).toEqual([
      { id: files.upload.id, name: 'Workbook', contentType: 'application/pdf', sizeBytes: 2048, url: `/api/files/lesson-files/${files.upload.id}` },
      { id: files.link.id, name: 'Template', contentType: null, sizeBytes: null, url: 'https://docs.google.com/document/d/abc' },
    ])
    const vimeo = await play(courses.alpha.id, lessons.l3.id)
    expect(vimeo?.video).toEqual({ provider: 'vimeo', videoId: '76979871', url: 'https://player.vimeo.com/video/76979871' })
    expect(vimeo).toMatchObject({ previousLessonId: lessons.l2.id, nextLessonId: null })
    const clip = await play(courses.beta.id, lessons.b1.id)
    expect(clip?.video).toEqual({ provider: 'file', videoId: null, url: `/api/files/lesson-videos/${lessons.b1.id}` })
  })
})

describe('downloads (GET /api/files)', () => {
  scenario('a lesson file downloads for whoever may open its lesson, named and typed by its stored_files row', learners, async (world) => {
    const member = await currentUserFor(world.member.id)
    expect(await lessonFileDownload(member, world.files.upload.id)).toEqual({
      storageKey: world.files.upload.fileUrl,
      fileName: 'Workbook.pdf',
      contentType: 'application/pdf',
    })
    // An external link is no download; a file of an unpublished lesson is not the member's.
    expect(await lessonFileDownload(member, world.files.link.id)).toBeNull()
    expect(await lessonFileDownload(member, world.files.hiddenFile.id)).toBeNull()
    expect(await lessonFileDownload(member, 999_999)).toBeNull()
    for (const other of [world.expired, world.unenrolled, world.nonMember, world.lifetime]) {
      expect(await lessonFileDownload(await currentUserFor(other.id), world.files.upload.id)).toBeNull()
    }
    expect(await lessonFileDownload(null, world.files.upload.id)).toBeNull()
    // Staff of courses read drafts' files; without a stored_files row the key names the file.
    expect(await lessonFileDownload(await currentUserFor(world.staff.id), world.files.hiddenFile.id)).toEqual({
      storageKey: world.files.hiddenFile.fileUrl,
      fileName: 'Secret.pdf',
      contentType: 'application/pdf',
    })
  })

  scenario('an uploaded lesson video downloads by lesson id; a YouTube lesson has none', learners, async ({ member, lifetime, lessons }) => {
    const caller = await currentUserFor(member.id)
    expect(await lessonVideoDownload(caller, lessons.b1.id)).toEqual({ storageKey: lessons.b1.videoUrl, fileName: 'clip.mp4', contentType: 'video/mp4' })
    expect(await lessonVideoDownload(caller, lessons.l1.id)).toBeNull()
    expect(await lessonVideoDownload(await currentUserFor(lifetime.id), lessons.b1.id)).toBeNull()
  })

  scenario('uploaded images: a course thumbnail and a lesson image for whoever may read the course or lesson', learners, async (world) => {
    const member = await currentUserFor(world.member.id)
    const courses = await asUser(member, () => myCourses({}))
    const beta = courses.items.find((course) => course.name === 'Beta')
    // The member's pages are given the download route, which answers them.
    expect(beta?.thumbnailUrl).toBe(`/api/files/course-thumbnails/${world.courses.beta.id}?inline=1`)
    expect(await courseThumbnailDownload(member, world.courses.beta.id)).toEqual({ storageKey: key(6, 'beta.png'), fileName: 'beta.png', contentType: 'image/png' })
    // Without a stored_files row the key names the file and its extension the type.
    const reading = await asUser(member, () => lessonPlayer({ courseId: world.courses.alpha.id, lessonId: world.lessons.l2.id }))
    expect(reading?.imageUrl).toBe(`/api/files/lesson-images/${world.lessons.l2.id}?inline=1`)
    expect(await lessonImageDownload(member, world.lessons.l2.id)).toEqual({ storageKey: key(8, 'diagram.png'), fileName: 'diagram.png', contentType: 'image/png' })
    // Another product's course, a course without an upload, and the signed-out get nothing.
    expect(await courseThumbnailDownload(member, world.courses.gamma.id)).toBeNull()
    expect(await courseThumbnailDownload(member, world.courses.alpha.id)).toBeNull()
    expect(await courseThumbnailDownload(null, world.courses.beta.id)).toBeNull()
    expect(await lessonImageDownload(await currentUserFor(world.expired.id), world.lessons.l2.id)).toBeNull()
    expect(await courseThumbnailDownload(await currentUserFor(world.lifetime.id), world.courses.gamma.id)).toMatchObject({ fileName: 'gamma.png' })
  })

  scenario('an uploaded event image for whoever may read the event', eventWorld, async (world) => {
    const member = await currentUserFor(world.member.id)
    const past = await asUser(member, () => myEvent({ id: world.past.id }))
    expect(past?.imageUrl).toBe(`/api/files/event-images/${world.past.id}?inline=1`)
    expect(await eventImageDownload(member, world.past.id)).toMatchObject({ storageKey: key(9, 'poster.png'), contentType: 'image/png' })
    expect(await eventImageDownload(member, world.draftEvent.id)).toBeNull()
    expect(await eventImageDownload(await currentUserFor(world.nonMember.id), world.past.id)).toBeNull()
    expect(await eventImageDownload(await currentUserFor(world.staff.id), world.draftEvent.id)).toMatchObject({ fileName: 'draft.png' })
  })
})
