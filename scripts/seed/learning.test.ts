// The demo's learning content, as the demo member meets it through the learning services: at
// least two courses with YouTube, Vimeo and Image/Text Only lessons, lesson files and resources
// whose bytes are really in the store, past, upcoming and weekly events, public resources and the
// bonus link. The store is a temporary folder here (the seed writes through storage()).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, isNotNull } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { events as eventRows, users } from '../../db/schema'
import { db } from '../../api/src/lib/db'
import { LocalStorage, replaceStorage } from '../../api/src/lib/storage'
import { lessonFileDownload, resourceFileDownload } from '../../api/src/services/learning/downloads'
import { myEvents } from '../../api/src/services/learning/events'
import { bonusLink } from '../../api/src/services/learning/home'
import { lessonPlayer } from '../../api/src/services/learning/lessonPlayer'
import { myCourses } from '../../api/src/services/learning/myCourses'
import { courseUnits } from '../../api/src/services/learning/outline'
import { myResourceCategories, myResources, publicResources } from '../../api/src/services/learning/resources'
import { asUser, currentUserFor } from '../../api/src/test/scenario'
import { seed } from '../seed'

let folder: string
let store: LocalStorage

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'seed-storage-'))
  store = new LocalStorage(folder)
  replaceStorage(store)
})

afterEach(async () => {
  replaceStorage(null)
  await rm(folder, { recursive: true, force: true })
})

async function bytesOf(key: string) {
  const opened = await store.open(key)
  if (!opened) return null
  const chunks: Buffer[] = []
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('the learning seed', () => {
  it('gives the demo member courses, videos of both hosts, real files, events and resources', { timeout: 60_000 }, async () => {
    await seed({ scale: 0, log: () => {} })
    const [row] = await db.select().from(users).where(eq(users.email, 'member@tribe.test'))
    const member = await currentUserFor(row.id)
    const as = <T,>(work: () => Promise<T>) => asUser(member, work)

    const courses = (await as(() => myCourses({ pageSize: 50 }))).items
    expect(courses.length).toBeGreaterThanOrEqual(2)
    expect(courses.some((course) => course.status === 'completed')).toBe(true)
    expect(courses.some((course) => course.status === 'watching')).toBe(true)

    const providers = new Set<string>()
    const types = new Set<string>()
    const fileUrls: string[] = []
    for (const course of courses) {
      for (const unit of await as(() => courseUnits(course.id))) {
        for (const lesson of unit.lessons) {
          const player = await as(() => lessonPlayer({ courseId: course.id, lessonId: lesson.id }))
          types.add(lesson.type)
          if (player?.video) providers.add(player.video.provider)
          for (const file of player?.files ?? []) fileUrls.push(file.url)
        }
      }
    }
    expect(types).toEqual(new Set(['Video', 'Image/Text Only']))
    expect(providers).toEqual(new Set(['youtube', 'vimeo']))
    // Uploads download (their bytes are in the store, a PDF is a PDF); a link stays a link.
    const uploadIds = fileUrls.filter((url) => url.startsWith('/api/files/lesson-files/')).map((url) => Number(url.split('/').pop()))
    expect(uploadIds.length).toBeGreaterThan(3)
    expect(fileUrls.some((url) => url.startsWith('https://'))).toBe(true)
    for (const id of uploadIds) {
      const target = await lessonFileDownload(member, id)
      const bytes = await bytesOf(target!.storageKey)
      expect(bytes?.length, target!.fileName).toBeGreaterThan(50)
      if (target!.fileName.endsWith('.pdf')) expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-')
    }

    const events = (await as(() => myEvents({ pageSize: 50 }))).items
    expect(events.some((event) => event.status === 'past' && event.recordingUrl)).toBe(true)
    expect(events.some((event) => event.status === 'upcoming' && event.zoomLink)).toBe(true)
    expect(events.some((event) => event.recurrenceRule?.startsWith('FREQ=WEEKLY') && event.status !== 'past' && event.zoomLink)).toBe(true)
    // A series starts on a weekday its rule names (the first occurrence is the start itself).
    const codes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
    const series = await db.select().from(eventRows).where(isNotNull(eventRows.recurrenceRule))
    expect(series.length).toBeGreaterThanOrEqual(2)
    for (const event of series) {
      const manilaWeekday = codes[new Date(event.startsAt.getTime() + 8 * 3_600_000).getUTCDay()]
      expect(event.recurrenceRule, event.title).toMatch(new RegExp(`BYDAY=\\d?${manilaWeekday}`))
    }

    const categories = (await as(() => myResourceCategories())).map((entry) => entry.category)
    expect(categories.length).toBeGreaterThanOrEqual(5)
    const resources = (await as(() => myResources({ pageSize: 50 }))).items
    const uploads = resources.filter((resource) => !resource.isLink)
    expect(uploads.length).toBeGreaterThan(3)
    for (const resource of uploads) {
      const target = await resourceFileDownload(member, resource.id)
      expect(await bytesOf(target!.storageKey), resource.title).not.toBeNull()
    }
    const png = uploads.find((resource) => resource.contentType === 'image/png')!
    expect((await bytesOf((await resourceFileDownload(member, png.id))!.storageKey))!.subarray(1, 4).toString()).toBe('PNG')
    const shared = (await asUser(null, () => publicResources({}))).items
    expect(shared.some((resource) => !resource.isLink)).toBe(true)
    expect(await asUser(null, () => bonusLink())).toBe('/resources/my-resources')
  })
})
