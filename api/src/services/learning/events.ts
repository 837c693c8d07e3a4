// myEvents (/events/my-events with the filter all, upcoming, past, recurring) and myEvent.
// SQL: 1 statement each, whatever the number of events:
//   - one-off events get their status in SQL (ends_at against now) and are ordered and cut there
//     (the rows up to the end of the asked page, and their total, as JSON columns);
//   - recurring events (authored series: a handful) come whole in the same statement, get their
//     status and next occurrence in one pass (recurrence.ts), and are merged into the page.
// Order: upcoming and live first, soonest first (a series by its next occurrence), then past,
// latest first. zoomLink only while upcoming or live; recordingUrl only once past.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { DEFAULT_PAGE_SIZE } from '../../../../common/pagination'
import { eventListFilterSchema, learningMessages, type LearnerEventFilter } from '../../../../common/validation/learning'
import { events } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { pageArgsSchema } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { eventReadable } from './access'
import { learnerMediaUrl } from '../../../../common/files.downloads'
import { eventState, type EventState } from './recurrence'
import { isRowId } from '../../lib/validation'

type EventJson = {
  id: number
  title: string
  description: string | null
  image_url: string | null
  starts_at: string
  ends_at: string
  time_zone: string
  recurrence_rule: string | null
  zoom_link: string | null
  recording_url: string | null
}

const columns = sql`${events.id} as id, ${events.title} as title, ${events.description} as description,
  ${events.imageUrl} as image_url, ${events.startsAt} as starts_at, ${events.endsAt} as ends_at,
  ${events.timeZone} as time_zone, ${events.recurrenceRule} as recurrence_rule,
  ${events.zoomLink} as zoom_link, ${events.recordingUrl} as recording_url`

/** 0 = upcoming or live, 1 = past. */
const groupOf = (state: EventState) => (state.status === 'past' ? 1 : 0)

/** Upcoming/live by their (next) start ascending, then past by their last start descending, then id. */
function compare(a: Evaluated, b: Evaluated): number {
  const group = groupOf(a.state) - groupOf(b.state)
  if (group) return group
  if (groupOf(a.state) === 0) {
    const key = (e: Evaluated) => e.state.nextStartsAt?.getTime() ?? Number.MAX_SAFE_INTEGER
    return key(a) - key(b) || a.row.id - b.row.id
  }
  return b.state.lastStartsAt.getTime() - a.state.lastStartsAt.getTime() || b.row.id - a.row.id
}

type Evaluated = { row: EventJson; state: EventState }

export function toLearnerEvent({ row, state }: Evaluated) {
  const past = state.status === 'past'
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: learnerMediaUrl(row.image_url, { kind: 'event-images', id: row.id }),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    timeZone: row.time_zone,
    recurrenceRule: row.recurrence_rule,
    isRecurring: state.isRecurring,
    nextStartsAt: state.nextStartsAt?.toISOString() ?? null,
    nextEndsAt: state.nextEndsAt?.toISOString() ?? null,
    status: state.status,
    zoomLink: past ? null : row.zoom_link,
    recordingUrl: past ? row.recording_url : null,
  }
}

/**
 * One page of the events `user` may read, in one statement. `limit`/`offset` cut the merged
 * list; the one-off rows are cut in SQL at offset + limit (all a page of the merge can use).
 */
export async function listEvents(user: CurrentUser, filter: LearnerEventFilter, limit: number, offset: number, now = new Date()) {
  const readable = eventReadable(user, now)
  const nowSql = sql`${now.toISOString()}::timestamptz`
  const oneOffWhere: SQL | null =
    filter === 'recurring'
      ? null
      : filter === 'upcoming'
        ? sql`${events.endsAt} >= ${nowSql}`
        : filter === 'past'
          ? sql`${events.endsAt} < ${nowSql}`
          : sql`true`
  // The same order as compare(): not ended first by start ascending, then ended by start descending.
  const oneOffOrder = sql`case when ${events.endsAt} >= ${nowSql} then 0 else 1 end,
    case when ${events.endsAt} >= ${nowSql} then ${events.startsAt} end asc,
    case when ${events.endsAt} >= ${nowSql} then ${events.id} end asc,
    ${events.startsAt} desc, ${events.id} desc`
  const oneOffs = oneOffWhere
    ? sql`(select count(*)::int from ${events} where ${events.recurrenceRule} is null and ${readable} and ${oneOffWhere}) as one_off_total,
        coalesce((select json_agg(x) from (select ${columns} from ${events}
          where ${events.recurrenceRule} is null and ${readable} and ${oneOffWhere}
          order by ${oneOffOrder} limit ${offset + limit}) x), '[]'::json) as one_offs`
    : sql`0 as one_off_total, '[]'::json as one_offs`
  const result = await db.execute<{ one_off_total: number; one_offs: EventJson[]; recurring: EventJson[] }>(sql`
    select ${oneOffs},
      coalesce((select json_agg(x) from (select ${columns} from ${events}
        where ${events.recurrenceRule} is not null and ${readable}) x), '[]'::json) as recurring`)
  const { one_off_total: oneOffTotal, one_offs: oneOffRows, recurring } = result.rows[0]
  const wanted = (state: EventState) =>
    filter === 'upcoming' ? state.status !== 'past' : filter === 'past' ? state.status === 'past' : true
  const series = recurring.map((row) => ({ row, state: eventState(toTimes(row), now) })).filter((event) => wanted(event.state))
  const merged = [...oneOffRows.map((row) => ({ row, state: eventState(toTimes(row), now) })), ...series].sort(compare)
  return { items: merged.slice(offset, offset + limit).map(toLearnerEvent), totalCount: oneOffTotal + series.length }
}

const toTimes = (row: EventJson) => ({ startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at), recurrenceRule: row.recurrence_rule })

const listArgs = pageArgsSchema({}).extend(eventListFilterSchema.shape)

export const myEvents = (async (args) => {
  const user = requireAuth(currentUser())
  const { filter, page, pageSize } = parseInput(listArgs, args, learningMessages.eventList)
  const currentPage = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const { items, totalCount } = await listEvents(user, filter ?? 'all', size, (currentPage - 1) * size)
  return { items, totalCount, page: currentPage, pageSize: size }
}) satisfies QueryResolvers['myEvents']

export const myEvent = (async ({ id }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(id)) return null
  const now = new Date()
  const result = await db.execute<EventJson>(sql`select ${columns} from ${events} where ${events.id} = ${id} and ${eventReadable(user, now, 'row')}`)
  const row = result.rows[0]
  if (!row) return null
  return toLearnerEvent({ row, state: eventState(toTimes(row), now) })
}) satisfies QueryResolvers['myEvent']
