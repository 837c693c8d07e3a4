// events, event, createEvent, updateEvent, setEventPublished and deleteEvent
// (api/src/graphql/events.sdl.ts; docs/api.md "Events back office"). Who may call each is the SDL's
// directive; what an event must be, and how the organiser's wall times and week days become the
// stored instants and RRULE, is common/validation/events.ts (the form uses the same).
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { isExternalUrl, isInlinePreviewable, isStorageKey } from '../../../../common/files'
import { fileDownloadUrl } from '../../../../common/files.downloads'
import { EVENT_FILTERS, eventSchema, type EventValues } from '../../../../common/validation/events'
import { storedEventTimes } from '../../../../common/validation/events.times'
import { events as eventsTable, storedFiles } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { escapeLike } from '../../lib/sql'

export const SEARCH_MAX = 100

export const eventListMessages = {
  filter: `Filter must be one of ${EVENT_FILTERS.join(', ')}`,
  search: `Search must be at most ${SEARCH_MAX} characters`,
}

export const eventImageMessages = {
  notFound: 'Upload the image again: the uploaded file was not found',
  notYours: 'Upload the image again: only a file you uploaded can be attached',
  notAnImage: 'The image must be a JPG, PNG, GIF, BMP or WEBP picture',
}

/** What the list may be sorted by; the latest start (then the highest id) otherwise, and to break ties. */
const sortable = {
  title: eventsTable.title,
  startsAt: eventsTable.startsAt,
  endsAt: eventsTable.endsAt,
  audience: eventsTable.audience,
  isPublished: eventsTable.isPublished,
  createdAt: eventsTable.createdAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  filter: z.enum(EVENT_FILTERS, eventListMessages.filter).nullish(),
  search: z.string().trim().max(SEARCH_MAX, eventListMessages.search).nullish(),
})

/**
 * Incoming: a one-off event that has not ended, or a series whose RRULE has no UNTIL or an UNTIL
 * not yet passed (a date-only UNTIL counts its whole day). Past: everything else. RRULE instants
 * are UTC ('20250131T155959Z'), so they compare as text with now in the same form.
 */
function isIncoming(now: Date): SQL {
  const until = sql`rpad(substring(${eventsTable.recurrenceRule} from 'UNTIL=([0-9]{8}(T[0-9]{6})?)'), 15, 'T235959')`
  const nowText = now.toISOString().replace(/[-:]/g, '').slice(0, 15)
  return sql`(case when ${eventsTable.recurrenceRule} is null then ${eventsTable.endsAt} >= ${now.toISOString()}::timestamptz
    else (${until} is null or ${until} >= ${nowText}) end)`
}

/** An event row with what the API adds to it: its status and the stored image's id. */
function selection(now: Date) {
  return {
    ...getTableColumns(eventsTable),
    status: sql<string>`case when ${isIncoming(now)} then 'incoming' else 'past' end`,
    imageFileId: storedFiles.id,
  }
}

type Selected = typeof eventsTable.$inferSelect & { status: string; imageFileId: number | null }

export const events = (async (args) => {
  // Paging, sorting and the filters in one pass, so one answer names every bad field.
  const { filter, search } = parseInput(listArgs, args, 'Invalid event list request')
  const now = new Date()
  const conditions: SQL[] = []
  if (filter === 'incoming') conditions.push(isIncoming(now))
  if (filter === 'past') conditions.push(sql`not ${isIncoming(now)}`)
  if (search) conditions.push(sql`lower(${eventsTable.title}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`)
  const where = conditions.length ? and(...conditions) : undefined
  return paginate(args, {
    sortable,
    defaultSort: [desc(eventsTable.startsAt), desc(eventsTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(selection(now))
          .from(eventsTable)
          .leftJoin(storedFiles, eq(storedFiles.key, eventsTable.imageUrl))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toEvent),
    count: async () => (await db.select({ total: count() }).from(eventsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['events']

export const event = (async ({ id }) => {
  const row = await findEvent(db, id)
  return row ? toEvent(row) : null
}) satisfies QueryResolvers['event']

async function findEvent(executor: Executor, id: number): Promise<Selected | undefined> {
  const [row] = await executor
    .select(selection(new Date()))
    .from(eventsTable)
    .leftJoin(storedFiles, eq(storedFiles.key, eventsTable.imageUrl))
    .where(eq(eventsTable.id, id))
  return row
}

/** The columns valid input stores (createdById, timestamps and id aside). */
function columnsOf(values: EventValues) {
  return {
    title: values.title,
    description: values.description,
    imageUrl: values.imageUrl,
    ...storedEventTimes(values),
    zoomLink: values.zoomLink,
    recordingUrl: values.recordingUrl,
    audience: values.audience,
    isPublished: values.isPublished,
  }
}

export const createEvent = (async ({ input }) => {
  const columns = columnsOf(parseInput(eventSchema, input))
  const user = currentUser()
  const id = await db.transaction(async (tx) => {
    await checkImage(tx, columns.imageUrl, null)
    const [row] = await tx
      .insert(eventsTable)
      .values({ ...columns, createdById: user?.id ?? null })
      .returning({ id: eventsTable.id })
    await logChange(tx, 'created', row.id, logged(columns))
    return row.id
  })
  return toEvent((await findEvent(db, id))!)
}) satisfies MutationResolvers['createEvent']

export const updateEvent = (async ({ id, input }) => {
  const columns = columnsOf(parseInput(eventSchema, input))
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(eventsTable).where(eq(eventsTable.id, id)).for('update')
    if (!before) throw new NotFoundError('Event not found')
    await checkImage(tx, columns.imageUrl, before.imageUrl)
    await tx
      .update(eventsTable)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(eventsTable.id, id))
    await logChange(tx, 'updated', id, changes(logged(before), logged(columns)))
  })
  return toEvent((await findEvent(db, id))!)
}) satisfies MutationResolvers['updateEvent']

export const setEventPublished = (async ({ id, isPublished }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventsTable)
      .set({ isPublished, updatedAt: new Date() })
      .where(eq(eventsTable.id, id))
      .returning({ id: eventsTable.id, title: eventsTable.title })
    if (!row) throw new NotFoundError('Event not found')
    await logChange(tx, isPublished ? 'published' : 'unpublished', id, { title: row.title })
  })
  return toEvent((await findEvent(db, id))!)
}) satisfies MutationResolvers['setEventPublished']

export const deleteEvent = (async ({ id }) =>
  db.transaction(async (tx) => {
    const row = await findEvent(tx, id)
    if (!row) throw new NotFoundError('Event not found')
    await tx.delete(eventsTable).where(eq(eventsTable.id, id))
    // The row as it was: the log is the only place it still exists.
    await logChange(tx, 'deleted', id, logged(row))
    return toEvent(row)
  })) satisfies MutationResolvers['deleteEvent']

/**
 * An uploaded image may be attached only by the one who uploaded it (stored_files.uploadedById),
 * unless it is the event's image already; it must be a picture a browser shows (not SVG, which is
 * never served inline). Links are the organiser's to check.
 */
async function checkImage(tx: Executor, imageUrl: string | null, current: string | null) {
  if (!imageUrl || isExternalUrl(imageUrl) || imageUrl === current) return
  const refuse = (message: string) => {
    throw new UserInputError(INVALID_INPUT_MESSAGE, { imageUrl: [message] })
  }
  if (!isStorageKey(imageUrl)) refuse(eventImageMessages.notFound)
  const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.key, imageUrl))
  if (!file) return refuse(eventImageMessages.notFound)
  if (file.uploadedById !== currentUser()?.id) refuse(eventImageMessages.notYours)
  if (!file.contentType.startsWith('image/') || !isInlinePreviewable(file.contentType)) refuse(eventImageMessages.notAnImage)
}

/** What the info log keeps of an event. */
function logged(row: ReturnType<typeof columnsOf> | typeof eventsTable.$inferSelect) {
  return {
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    recurrenceRule: row.recurrenceRule,
    timeZone: row.timeZone,
    zoomLink: row.zoomLink,
    recordingUrl: row.recordingUrl,
    audience: row.audience,
    isPublished: row.isPublished,
  }
}

/** The fields that changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key])
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }
}

/** The info-log row of a change: what, to which event, and who (with the admin behind an impersonated session). */
function logChange(tx: Executor, change: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    { action: `event-${change}`, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: 'event', entityId: id, details },
    tx,
  )
}

/** A row as the API answers it: DateTime is an ISO 8601 instant in the contract. */
function toEvent(row: Selected) {
  const { imageFileId, ...event } = row
  return {
    ...event,
    imagePreviewUrl: imageFileId
      ? // A link cannot send the x-current-role header: the URL names the role (only one the user holds counts).
        fileDownloadUrl('uploads', imageFileId, { inline: true, as: currentUser()?.accessLevel?.name })
      : isExternalUrl(event.imageUrl)
        ? event.imageUrl
        : null,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  }
}
