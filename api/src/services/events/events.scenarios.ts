// Rows the events tests start from: scenario('title', standard, async ({ admin, past }) => ...).
import { events as eventsTable, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

const HOUR = 3_600_000

/** An event row; every column the caller does not name gets a valid value (tomorrow, one hour). */
export async function insertEvent(values: Partial<typeof eventsTable.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + 24 * HOUR)
  const [row] = await db
    .insert(eventsTable)
    .values({ title: 'An event', startsAt, endsAt: new Date(startsAt.getTime() + HOUR), ...values })
    .returning()
  return row
}

/** Someone signed in (as a request carries them) whose access level holds exactly these flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/** A stored_files row, as POST /api/upload-file writes it. */
export async function insertStoredFile(values: Partial<typeof storedFiles.$inferInsert> & { uploadedById: number | null }) {
  const [row] = await db
    .insert(storedFiles)
    .values({
      key: `2025/01/${crypto.randomUUID()}/banner.png`,
      fileName: 'banner.png',
      contentType: 'image/png',
      sizeBytes: 2048,
      ...values,
    })
    .returning()
  return row
}

/**
 * An admin holding every events flag and event_create; an editor who may read and edit but not
 * create; a member holding none. Four events: a past one-off, an incoming one-off, a weekly series
 * without an end (incoming however old), and a weekly series whose UNTIL has passed.
 */
export const standard = async () => {
  const now = Date.now()
  return {
    admin: await signedIn('tribe-team-ro', { events: true, event: true, newEvent: true, editEvent: true }, { event_create: true }),
    editor: await signedIn('expert', { events: true, event: true, newEvent: true, editEvent: true }),
    member: await signedIn('member', { home: true }),
    past: await insertEvent({ title: 'Orientation replay', startsAt: new Date(now - 48 * HOUR), endsAt: new Date(now - 47 * HOUR), recordingUrl: 'https://vimeo.com/1' }),
    incoming: await insertEvent({ title: 'Proposal Writing Workshop', startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 50 * HOUR), isPublished: false }),
    weekly: await insertEvent({ title: 'Weekly Coffee Chat', startsAt: new Date(now - 400 * HOUR), endsAt: new Date(now - 399 * HOUR), recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' }),
    ended: await insertEvent({ title: 'Weekly 50% Off Clinic', startsAt: new Date(now - 900 * HOUR), endsAt: new Date(now - 899 * HOUR), recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20240101T155959Z', audience: 'affiliate' }),
  }
}
