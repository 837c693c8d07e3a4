import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { eventMessages, type EventInput } from '../../../../common/validation/events'
import { events as eventsTable, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { createEvent, deleteEvent, event, eventImageMessages, eventListMessages, events, setEventPublished, updateEvent } from './events'
import { insertStoredFile, standard } from './events.scenarios'

/** A one-off event on Tuesday 7 January 2025, 7:00-9:00 PM at GMT+08:00. */
const oneOff: EventInput = {
  title: 'Client Interview Simulation',
  description: 'Practise a discovery call.',
  timeZone: 'GMT+08:00',
  repeat: 'none',
  startsAt: '2025-01-07T19:00',
  endsAt: '2025-01-07T21:00',
  zoomLink: 'https://us02web.zoom.us/j/85234567890',
  recordingUrl: '',
  audience: 'member',
  isPublished: true,
}

/** Tuesdays and Thursdays, 7:00-8:00 PM, from Monday 6 January 2025 until 31 March 2025. */
const weekly: EventInput = {
  title: 'Accountability Hour',
  repeat: 'weekly',
  timeZone: 'GMT+08:00',
  startsOn: '2025-01-06',
  weekDays: ['TH', 'TU'],
  startTime: '7:00 PM',
  endTime: '8:00 PM',
  repeatUntil: '2025-03-31',
}

/** The info-log rows of one kind of change to one event. */
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

describe('events', () => {
  scenario('lists the latest start first, and filters incoming and past', standard, async ({ admin }) => {
    const all = await asUser(admin, () => events({}))
    expect(all).toMatchObject({ totalCount: 4, page: 1, pageSize: 10 })
    expect(titles(all)).toEqual(['Proposal Writing Workshop', 'Orientation replay', 'Weekly Coffee Chat', 'Weekly 50% Off Clinic'])
    expect(all.items.map((row) => row.status)).toEqual(['incoming', 'past', 'incoming', 'past'])
    // A series without an end is incoming however long ago it began; one whose UNTIL passed is past.
    expect(titles(await asUser(admin, () => events({ filter: 'incoming' })))).toEqual(['Proposal Writing Workshop', 'Weekly Coffee Chat'])
    const past = await asUser(admin, () => events({ filter: 'past' }))
    expect(titles(past)).toEqual(['Orientation replay', 'Weekly 50% Off Clinic'])
    expect(past.totalCount).toBe(2)
  })

  scenario('searches titles literally and sorts on request', standard, async ({ admin }) => {
    expect(titles(await asUser(admin, () => events({ search: '50%' })))).toEqual(['Weekly 50% Off Clinic'])
    expect(titles(await asUser(admin, () => events({ search: 'WEEKLY', filter: 'incoming' })))).toEqual(['Weekly Coffee Chat'])
    const sorted = await asUser(admin, () => events({ sortBy: 'title', sortOrder: 'asc', page: 2, pageSize: 3 }))
    expect(titles(sorted)).toEqual(['Weekly Coffee Chat'])
    // The same list through the schema, as the web asks for it.
    const result = await runGraphql(admin, 'query { events(filter: "past", sortBy: "title") { items { title status } totalCount } }')
    expect(result.data).toEqual({
      events: {
        items: [
          { title: 'Orientation replay', status: 'past' },
          { title: 'Weekly 50% Off Clinic', status: 'past' },
        ],
        totalCount: 2,
      },
    })
  })

  scenario('refuses an unknown filter, sort or an over-long search with field messages', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => events({ filter: 'recurring', sortBy: 'zoomLink', search: 'x'.repeat(101) })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toMatchObject({
      filter: [eventListMessages.filter],
      search: [eventListMessages.search],
      sortBy: [expect.stringContaining('Sort by one of title')],
    })
  })

  scenario('answers one event, or null when there is none', standard, async ({ admin, weekly }) => {
    expect(await asUser(admin, () => event({ id: weekly.id }))).toMatchObject({
      id: weekly.id,
      title: 'Weekly Coffee Chat',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      timeZone: 'GMT+08:00',
      status: 'incoming',
      startsAt: weekly.startsAt.toISOString(),
    })
    expect(await asUser(admin, () => event({ id: 999_999 }))).toBeNull()
  })
})

describe('createEvent', () => {
  scenario('stores the wall times of the chosen zone as instants, and logs who created it', standard, async ({ admin }) => {
    const created = await asUser(admin, () => createEvent({ input: oneOff }))
    const [row] = await db.select().from(eventsTable).where(eq(eventsTable.id, created.id))
    expect(row).toMatchObject({
      title: 'Client Interview Simulation',
      startsAt: new Date('2025-01-07T11:00:00.000Z'),
      endsAt: new Date('2025-01-07T13:00:00.000Z'),
      recurrenceRule: null,
      timeZone: 'GMT+08:00',
      zoomLink: 'https://us02web.zoom.us/j/85234567890',
      recordingUrl: null,
      audience: 'member',
      isPublished: true,
      createdById: admin.id,
    })
    expect(created.status).toBe('past')
    expect(await logsOf('event-created', created.id)).toMatchObject([
      { userId: admin.id, entityType: 'event', details: { title: 'Client Interview Simulation', startsAt: '2025-01-07T11:00:00.000Z' } },
    ])
  })

  scenario('reads the wall time at the offset of the zone chosen, defaulting to GMT+08:00', standard, async ({ admin }) => {
    const newYork = await asUser(admin, () => createEvent({ input: { ...oneOff, timeZone: 'GMT-05:00' } }))
    expect(newYork.startsAt).toBe('2025-01-08T00:00:00.000Z')
    const kathmandu = await asUser(admin, () => createEvent({ input: { ...oneOff, timeZone: 'GMT+05:45' } }))
    expect(kathmandu.startsAt).toBe('2025-01-07T13:15:00.000Z')
    const unnamed = await asUser(admin, () => createEvent({ input: { ...oneOff, timeZone: null } }))
    expect(unnamed).toMatchObject({ timeZone: 'GMT+08:00', startsAt: '2025-01-07T11:00:00.000Z' })
  })

  scenario('stores a weekly series as its first session and a weekly RRULE', standard, async ({ admin }) => {
    const created = await asUser(admin, () => createEvent({ input: weekly }))
    expect(created).toMatchObject({
      // The first Tuesday or Thursday on or after Monday 6 January: Tuesday 7 January, 7-8 PM Manila.
      startsAt: '2025-01-07T11:00:00.000Z',
      endsAt: '2025-01-07T12:00:00.000Z',
      // The last day counts whole: 31 March 23:59:59 at GMT+08:00.
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20250331T155959Z',
    })
    const open = await asUser(admin, () => createEvent({ input: { ...weekly, repeatUntil: null } }))
    expect(open.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=TU,TH')
    expect(open.status).toBe('incoming')
  })

  scenario('names the week days in Manila days when the zone puts the session on another day there', standard, async ({ admin }) => {
    // Monday 7:00 PM at GMT-05:00 is Tuesday 8:00 AM in Manila, where members' occurrences are expanded.
    const created = await asUser(admin, () => createEvent({ input: { ...weekly, timeZone: 'GMT-05:00', weekDays: ['MO'], repeatUntil: null } }))
    expect(created).toMatchObject({ startsAt: '2025-01-07T00:00:00.000Z', recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' })
  })

  scenario('keeps a custom RRULE as given (upper-cased)', standard, async ({ admin }) => {
    const created = await asUser(admin, () => createEvent({ input: { ...oneOff, repeat: 'custom', recurrenceRule: 'freq=monthly;byday=1sa' } }))
    expect(created.recurrenceRule).toBe('FREQ=MONTHLY;BYDAY=1SA')
  })

  scenario('refuses invalid input with a message on every bad field, and stores nothing', standard, async ({ admin }) => {
    const refused = await refusal(() =>
      asUser(admin, () =>
        createEvent({ input: { ...oneOff, title: '   ', endsAt: '2025-01-07T18:30', zoomLink: 'zoom.us/j/1', audience: 'staff', timeZone: 'GMT+08:15' } }),
      ),
    )
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.extensions.properties?.messages).toEqual({
      title: [eventMessages.titleRequired],
      zoomLink: [eventMessages.zoomLinkInvalid],
      audience: [eventMessages.audienceInvalid],
      timeZone: [eventMessages.timeZoneInvalid],
      endsAt: [eventMessages.endsAtBeforeStart],
    })
    const weeklyRefused = await refusal(() =>
      asUser(admin, () => createEvent({ input: { ...weekly, weekDays: [], endTime: '6:30 PM', repeatUntil: '2025-01-05' } })),
    )
    expect(weeklyRefused.extensions.properties?.messages).toEqual({
      weekDays: [eventMessages.weekDaysRequired],
      endTime: [eventMessages.endTimeBeforeStart],
    })
    const untilRefused = await refusal(() => asUser(admin, () => createEvent({ input: { ...weekly, startTime: '7:15 PM', repeatUntil: '2025-01-06' } })))
    expect(untilRefused.extensions.properties?.messages).toEqual({
      startTime: [eventMessages.startTimeRequired],
      repeatUntil: [eventMessages.repeatUntilBeforeStart],
    })
    expect(await db.select().from(eventsTable)).toHaveLength(4)
  })

  scenario('attaches only an image its user uploaded, and answers where to preview it', standard, async ({ admin, editor }) => {
    const mine = await insertStoredFile({ uploadedById: admin.id })
    const theirs = await insertStoredFile({ uploadedById: editor.id })
    const pdf = await insertStoredFile({ uploadedById: admin.id, fileName: 'guide.pdf', contentType: 'application/pdf', key: `2025/01/${crypto.randomUUID()}/guide.pdf` })
    const missing = `2025/01/${crypto.randomUUID()}/gone.png`
    for (const [imageUrl, message] of [
      [theirs.key, eventImageMessages.notYours],
      [pdf.key, eventImageMessages.notAnImage],
      [missing, eventImageMessages.notFound],
    ]) {
      const refused = await refusal(() => asUser(admin, () => createEvent({ input: { ...oneOff, imageUrl } })))
      expect(refused.extensions.properties?.messages).toEqual({ imageUrl: [message] })
    }
    expect(await db.select().from(eventsTable)).toHaveLength(4)
    const created = await asUser(admin, () => createEvent({ input: { ...oneOff, imageUrl: mine.key } }))
    expect(created).toMatchObject({ imageUrl: mine.key, imagePreviewUrl: `/api/files/uploads/${mine.id}?inline=1&as=tribe-team-ro` })
    const linked = await asUser(admin, () => createEvent({ input: { ...oneOff, imageUrl: 'https://example.com/banner.jpg' } }))
    expect(linked.imagePreviewUrl).toBe('https://example.com/banner.jpg')
  })
})

describe('updateEvent', () => {
  scenario('replaces the fields, keeps the creator, and logs what changed', standard, async ({ admin, editor }) => {
    const created = await asUser(admin, () => createEvent({ input: oneOff }))
    const updated = await asUser(editor, () => updateEvent({ id: created.id, input: { ...oneOff, title: 'Client Interview Lab', endsAt: '2025-01-07T21:30' } }))
    expect(updated).toMatchObject({ title: 'Client Interview Lab', endsAt: '2025-01-07T13:30:00.000Z', createdById: admin.id })
    const [log] = await logsOf('event-updated', created.id)
    expect(log).toMatchObject({
      userId: editor.id,
      details: {
        before: { title: 'Client Interview Simulation', endsAt: '2025-01-07T13:00:00.000Z' },
        after: { title: 'Client Interview Lab', endsAt: '2025-01-07T13:30:00.000Z' },
      },
    })
  })

  scenario('keeps an uploaded image another admin attached', standard, async ({ admin, editor }) => {
    const image = await insertStoredFile({ uploadedById: admin.id })
    const created = await asUser(admin, () => createEvent({ input: { ...oneOff, imageUrl: image.key } }))
    const updated = await asUser(editor, () => updateEvent({ id: created.id, input: { ...oneOff, imageUrl: image.key, title: 'Renamed' } }))
    expect(updated).toMatchObject({ title: 'Renamed', imageUrl: image.key })
  })

  scenario('answers NOT_FOUND for an event that does not exist, and refuses bad input first', standard, async ({ admin }) => {
    expect((await refusal(() => asUser(admin, () => updateEvent({ id: 999_999, input: oneOff })))).extensions.code).toBe('NOT_FOUND')
    const refused = await refusal(() => asUser(admin, () => updateEvent({ id: 999_999, input: { ...oneOff, recordingUrl: 'not a link' } })))
    expect(refused.extensions.properties?.messages).toEqual({ recordingUrl: [eventMessages.recordingUrlInvalid] })
  })
})

describe('setEventPublished', () => {
  scenario('publishes and unpublishes, logging each', standard, async ({ admin, incoming }) => {
    expect(await asUser(admin, () => setEventPublished({ id: incoming.id, isPublished: true }))).toMatchObject({ isPublished: true })
    expect(await asUser(admin, () => setEventPublished({ id: incoming.id, isPublished: false }))).toMatchObject({ isPublished: false })
    expect(await logsOf('event-published', incoming.id)).toMatchObject([{ userId: admin.id, details: { title: incoming.title } }])
    expect(await logsOf('event-unpublished', incoming.id)).toHaveLength(1)
    expect((await refusal(() => asUser(admin, () => setEventPublished({ id: 999_999, isPublished: true })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('deleteEvent', () => {
  scenario('deletes the event, keeping it in the info log', standard, async ({ admin, past }) => {
    expect(await asUser(admin, () => deleteEvent({ id: past.id }))).toMatchObject({ id: past.id, title: past.title })
    expect(await db.select().from(eventsTable).where(eq(eventsTable.id, past.id))).toEqual([])
    const [log] = await logsOf('event-deleted', past.id)
    expect(log).toMatchObject({ userId: admin.id, details: { title: 'Orientation replay', recordingUrl: 'https://vimeo.com/1' } })
    expect((await refusal(() => asUser(admin, () => deleteEvent({ id: past.id })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('events access', () => {
  scenario('is refused without the events flags, creating without event_create, and signed out', standard, async ({ member, editor, past }) => {
    const documents = [
      'query { events { totalCount } }',
      `query { event(id: ${past.id}) { id } }`,
      `mutation { updateEvent(id: ${past.id}, input: { title: "x" }) { id } }`,
      `mutation { setEventPublished(id: ${past.id}, isPublished: false) { id } }`,
      `mutation { deleteEvent(id: ${past.id}) { id } }`,
      'mutation { createEvent(input: { title: "x" }) { id } }',
    ]
    for (const document of documents) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    }
    // The create button's function flag, not the page flags, decides who creates.
    const create = `mutation { createEvent(input: { title: "Editor event", startsAt: "2025-01-07T19:00", endsAt: "2025-01-07T20:00" }) { id } }`
    expect((await runGraphql(editor, create)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect(await db.select().from(eventsTable)).toHaveLength(4)
    expect((await runGraphql(editor, `mutation { deleteEvent(id: ${past.id}) { id } }`)).errors).toBeUndefined()
  })
})
