// My events (events.ts) and the occurrence rules (recurrence.ts).
import { describe, expect, it } from 'vitest'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { myEvent, myEvents } from './events'
import { eventWorld } from './learning.scenarios'
import { eventState, parseRule } from './recurrence'

const titles = (list: { items: { title: string }[] }) => list.items.map((event) => event.title)
const manila = (wall: string) => new Date(`${wall}+08:00`)

describe('eventState: status and next occurrence', () => {
  const oneOff = { startsAt: manila('2025-03-10T19:00'), endsAt: manila('2025-03-10T21:00'), recurrenceRule: null }

  it('a one-off event is upcoming, live from its start to its end, then past', () => {
    expect(eventState(oneOff, manila('2025-03-10T18:59'))).toMatchObject({ status: 'upcoming', nextStartsAt: oneOff.startsAt })
    expect(eventState(oneOff, manila('2025-03-10T19:00'))).toMatchObject({ status: 'live' })
    expect(eventState(oneOff, manila('2025-03-10T21:00'))).toMatchObject({ status: 'live' })
    expect(eventState(oneOff, manila('2025-03-10T21:01'))).toMatchObject({ status: 'past', nextStartsAt: null, isRecurring: false })
  })

  it('a weekly series repeats on its Manila week days at the first session\'s time and length, and is never past', () => {
    // Monday 2025-03-10 19:00-21:00 Manila, every Monday and Thursday.
    const weekly = { ...oneOff, recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,TH' }
    expect(eventState(weekly, manila('2025-03-11T09:00'))).toMatchObject({
      status: 'upcoming',
      isRecurring: true,
      nextStartsAt: manila('2025-03-13T19:00'),
      nextEndsAt: manila('2025-03-13T21:00'),
    })
    expect(eventState(weekly, manila('2025-03-13T20:00'))).toMatchObject({ status: 'live', nextStartsAt: manila('2025-03-13T19:00') })
    // Years later, still upcoming, on a Monday or Thursday at 19:00 Manila.
    const later = eventState(weekly, manila('2031-07-02T12:00'))
    expect(later.status).toBe('upcoming')
    expect(later.nextStartsAt).toEqual(manila('2031-07-03T19:00'))
  })

  it('a 07:00 Manila session is the previous UTC day: week days are Manila\'s', () => {
    // Tuesday 2025-03-11 07:00 Manila = Monday 23:00 UTC.
    const early = { startsAt: manila('2025-03-11T07:00'), endsAt: manila('2025-03-11T08:00'), recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' }
    expect(eventState(early, manila('2025-03-12T00:00')).nextStartsAt).toEqual(manila('2025-03-18T07:00'))
  })

  it('UNTIL and COUNT end a series: past after the last occurrence', () => {
    const until = { ...oneOff, recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20250324T155959Z' }
    expect(eventState(until, manila('2025-03-24T20:00'))).toMatchObject({ status: 'live' })
    expect(eventState(until, manila('2025-03-25T00:00'))).toMatchObject({ status: 'past', nextStartsAt: null, lastStartsAt: manila('2025-03-24T19:00') })
    const counted = { ...oneOff, recurrenceRule: 'FREQ=WEEKLY;COUNT=2' }
    expect(eventState(counted, manila('2025-03-12T00:00')).nextStartsAt).toEqual(manila('2025-03-17T19:00'))
    expect(eventState(counted, manila('2025-03-17T22:00'))).toMatchObject({ status: 'past', lastStartsAt: manila('2025-03-17T19:00') })
  })

  it('monthly on the first Saturday, and daily with an interval', () => {
    const hotSeat = { startsAt: manila('2025-01-04T10:00'), endsAt: manila('2025-01-04T12:00'), recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA' }
    expect(eventState(hotSeat, manila('2025-03-02T00:00')).nextStartsAt).toEqual(manila('2025-04-05T10:00'))
    expect(eventState(hotSeat, manila('2025-02-20T00:00')).nextStartsAt).toEqual(manila('2025-03-01T10:00'))
    const everyOtherDay = { ...oneOff, recurrenceRule: 'FREQ=DAILY;INTERVAL=2' }
    expect(eventState(everyOtherDay, manila('2025-03-11T00:00')).nextStartsAt).toEqual(manila('2025-03-12T19:00'))
  })

  it('parseRule reads the parts and refuses rules it cannot expand', () => {
    expect(parseRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,-1FR;COUNT=5')).toMatchObject({
      freq: 'WEEKLY',
      interval: 2,
      byDay: [{ weekday: 1, ordinal: null }, { weekday: 5, ordinal: -1 }],
      count: 5,
      until: null,
    })
    expect(parseRule('FREQ=WEEKLY;UNTIL=20250131')?.until).toEqual(new Date('2025-01-31T23:59:59Z'))
    expect(parseRule('FREQ=HOURLY')).toBeNull()
    expect(parseRule(null)).toBeNull()
  })
})

describe('myEvents', () => {
  scenario('a member: upcoming and live soonest first (a series by its next session), then past latest first', eventWorld, async ({ member }) => {
    const list = await asUser(await currentUserFor(member.id), () => myEvents({ pageSize: 20 }))
    // Not the affiliate call or the draft; the weekly series by its next session, wherever that falls.
    const upcomingTitles = list.items.filter((event) => event.status !== 'past').map((event) => event.title)
    expect(upcomingTitles[0]).toBe('Live now')
    expect(new Set(upcomingTitles)).toEqual(new Set(['Live now', 'Soon', 'Public talk', 'Later', 'Weekly chat']))
    const starts = list.items.filter((event) => event.status !== 'past').map((event) => Date.parse(event.nextStartsAt!))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(list.items.filter((event) => event.status === 'past').map((event) => event.title)).toEqual(['Past talk', 'Ended series'])
    expect(list.totalCount).toBe(7)
  })

  scenario('zoom link only while upcoming or live; recording only once past', eventWorld, async ({ member, past, live, soon }) => {
    const caller = await currentUserFor(member.id)
    expect(await asUser(caller, () => myEvent({ id: live.id }))).toMatchObject({ status: 'live', zoomLink: 'https://zoom.us/j/1', recordingUrl: null })
    expect(await asUser(caller, () => myEvent({ id: soon.id }))).toMatchObject({ status: 'upcoming', zoomLink: 'https://zoom.us/j/1', recordingUrl: null })
    expect(await asUser(caller, () => myEvent({ id: past.id }))).toMatchObject({ status: 'past', zoomLink: null, recordingUrl: 'https://vimeo.com/1', nextStartsAt: null })
  })

  scenario('filters: upcoming, past and recurring, with paging and totals', eventWorld, async ({ member }) => {
    const caller = await currentUserFor(member.id)
    const upcoming = await asUser(caller, () => myEvents({ filter: 'upcoming', pageSize: 2 }))
    expect(upcoming.totalCount).toBe(5)
    expect(titles(upcoming)).toEqual(['Live now', 'Soon'])
    const secondPage = await asUser(caller, () => myEvents({ filter: 'upcoming', pageSize: 2, page: 2 }))
    expect(secondPage.items).toHaveLength(2)
    expect(titles(secondPage)).not.toContain('Soon')
    const past = await asUser(caller, () => myEvents({ filter: 'past' }))
    expect(titles(past)).toEqual(['Past talk', 'Ended series'])
    expect(past.items.every((event) => event.status === 'past')).toBe(true)
    const recurring = await asUser(caller, () => myEvents({ filter: 'recurring' }))
    expect(titles(recurring)).toEqual(['Weekly chat', 'Ended series'])
    expect(recurring.items.every((event) => event.isRecurring)).toBe(true)
  })

  scenario('non-members read public events only; staff read every published one and drafts by id', eventWorld, async (world) => {
    const outsider = await currentUserFor(world.nonMember.id)
    expect(titles(await asUser(outsider, () => myEvents({})))).toEqual(['Public talk'])
    expect(await asUser(outsider, () => myEvent({ id: world.soon.id }))).toBeNull()
    const expired = await currentUserFor(world.expired.id)
    expect(titles(await asUser(expired, () => myEvents({})))).toEqual(['Public talk'])
    const staff = await currentUserFor(world.staff.id)
    const all = await asUser(staff, () => myEvents({ pageSize: 50 }))
    expect(titles(all)).toContain('Affiliate call')
    expect(titles(all)).not.toContain('Draft event')
    expect(await asUser(staff, () => myEvent({ id: world.draftEvent.id }))).toMatchObject({ title: 'Draft event' })
    const member = await currentUserFor(world.member.id)
    for (const id of [world.affiliateOnly.id, world.draftEvent.id, 999_999]) expect(await asUser(member, () => myEvent({ id }))).toBeNull()
  })

  scenario('a bad filter is BAD_USER_INPUT', eventWorld, async ({ member }) => {
    const caller = await currentUserFor(member.id)
    await expect(asUser(caller, () => myEvents({ filter: 'incoming' }))).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } })
  })
})
