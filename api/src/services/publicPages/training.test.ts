// The free training's public pages: a track's parts are its course's first three published video
// lessons in order; the workshop shows Zoom links only while live, a day's recording only once it is
// over and that day has started, freebies whenever it runs, nothing while switched off; a part the series lacks is no page.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TrainingContent, TrainingLandingContent } from '../../../../common/publicPages'
import { courses, lessons, settings, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { publicPageFor } from './publicPages'
import { trainingCourseKey } from './training'

async function series(track: 'beginner' | 'experienced', names: string[], extra: { archived?: string; unpublished?: string; text?: string } = {}) {
  const [course] = await db.insert(courses).values({ name: `Free ${track}`, importKey: trainingCourseKey(track), isPublished: true }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'The series', position: 0 }).returning()
  const rows = names.map((name, position) => ({
    unitId: unit.id,
    name,
    position: position * 10,
    type: 'Video' as const,
    shortDescription: `About ${name}.`,
    videoUrl: `https://www.youtube.com/watch?v=abcdefghij${position}`,
    archivedAt: name === extra.archived ? new Date() : null,
    isPublished: name !== extra.unpublished,
  }))
  if (extra.text) rows.push({ ...rows[0], name: extra.text, position: 1, type: 'Image/Text Only' as never, videoUrl: '' })
  await db.insert(lessons).values(rows)
}

const workshop = (values: Record<string, string>) =>
  db.insert(settings).values(Object.entries(values).map(([name, value]) => ({ name, value, type: 'string' as const, scope: name.endsWith('-exp') ? ('workshop-experienced' as const) : ('workshop-beginner' as const) })))

afterEach(() => {
  vi.useRealTimers()
})

const content = async (path: string) => (await publicPageFor(path))?.content as TrainingContent | undefined

describe('a track of the free training', () => {
  it("parts 1 to 3 are the course's first three published video lessons, in order; part 2 at /2", async () => {
    await series('beginner', ['One', 'Two', 'Gone', 'Hidden', 'Three', 'Four'], { archived: 'Gone', unpublished: 'Hidden', text: 'Reading' })
    const first = await publicPageFor('/free-training-beginner')
    expect(first).toMatchObject({ path: '/free-training-beginner', title: 'Part 1: One | Tribe', description: 'About One.' })
    const page = first!.content as TrainingContent
    expect(page.parts.map((part) => [part.number, part.title])).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
    ])
    expect(page.parts[0].video).toMatchObject({ provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/abcdefghij0' })
    expect(await content('/free-training-beginner/2')).toMatchObject({ part: 2, track: 'beginner' })
    expect((await publicPageFor('/free-training-beginner/2'))?.path).toBe('/free-training-beginner/2')
    expect(await publicPageFor('/free-training-beginner/4')).toBeNull()
    expect(await publicPageFor('/free-training-beginner/0')).toBeNull()
    expect(await publicPageFor('/free-training-advanced')).toBeNull()
  })

  it('the workshop: Zoom links only while live, recordings only after, freebies whenever it runs, nothing while off', async () => {
    await series('beginner', ['One', 'Two', 'Three'])
    await workshop({
      'enable-live-workshop': 'true',
      'workshop-is-live': 'true',
      'workshop-master-link': 'https://zoom.us/j/1',
      'zoom-day-1': 'https://zoom.us/j/11',
      'recording-day-1': 'https://vimeo.com/111',
      'freebie-day-1': 'https://example.com/day-1.pdf',
      // 8 PM in Manila is noon UTC.
      'date-day-1': '2026-12-07T20:00',
      'date-day-2': 'next tuesday',
      'recording-day-2': 'https://vimeo.com/222',
      // The experienced track's own keys: never the beginner's.
      'enable-live-workshop-exp': 'false',
      'zoom-day-1-exp': 'https://zoom.us/j/99',
    })
    const live = (await content('/free-training-beginner'))!.workshop!
    expect(live.live).toBe(true)
    expect(live.masterLink).toBe('https://zoom.us/j/1')
    expect(live.days[0]).toEqual({ day: 1, startsAt: '2026-12-07T12:00:00.000Z', zoomUrl: 'https://zoom.us/j/11', recordingUrl: null, freebieUrl: 'https://example.com/day-1.pdf' })
    expect(live.days.map((day) => day.day)).toEqual([1, 2, 3])

    await db.update(settings).set({ value: 'false' }).where(eq(settings.name, 'workshop-is-live'))
    // Before day 1 starts, its recording (saved ahead) does not show; from its start it does.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T11:59:00Z') })
    const before = (await content('/free-training-beginner'))!.workshop!
    expect(before.days[0]).toEqual({ day: 1, startsAt: '2026-12-07T12:00:00.000Z', zoomUrl: null, recordingUrl: null, freebieUrl: 'https://example.com/day-1.pdf' })
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'))
    const over = (await content('/free-training-beginner'))!.workshop!
    vi.useRealTimers()
    expect(over.masterLink).toBeNull()
    expect(over.days[0]).toEqual({ day: 1, startsAt: '2026-12-07T12:00:00.000Z', zoomUrl: null, recordingUrl: 'https://vimeo.com/111', freebieUrl: 'https://example.com/day-1.pdf' })
    // Not scheduled, or unreadable: no time shown, and no recording (a day with no date has not started).
    expect(over.days[1].startsAt).toBeNull()
    expect(over.days[1].recordingUrl).toBeNull()

    await db.update(settings).set({ value: 'false' }).where(eq(settings.name, 'enable-live-workshop'))
    expect((await content('/free-training-beginner'))!.workshop).toBeNull()
    // Switched off, the series is still sold: the parts and the offer are there.
    expect((await content('/free-training-beginner'))!.parts).toHaveLength(3)
    expect((await content('/free-training-experienced'))?.workshop ?? null).toBeNull()
  })

  it('the landing names both tracks with their parts and whether each workshop is live', async () => {
    await series('beginner', ['One', 'Two', 'Three'])
    await series('experienced', ['Price', 'Clients', 'Systems'])
    await workshop({ 'enable-live-workshop': 'true', 'workshop-is-live': 'true' })
    const page = await publicPageFor('/free-training')
    expect(page?.title).toMatch(/Free Training/)
    expect((page!.content as TrainingLandingContent).tracks).toEqual([
      { track: 'beginner', title: 'Free Training for Beginners', path: '/free-training-beginner', parts: ['One', 'Two', 'Three'], workshopLive: true },
      { track: 'experienced', title: 'Free Training for Experienced Freelancers', path: '/free-training-experienced', parts: ['Price', 'Clients', 'Systems'], workshopLive: false },
    ])
  })
})

