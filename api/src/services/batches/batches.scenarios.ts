// Rows the batches tests start from: scenario('title', standard, async ({ admin, current }) => ...).
import { eq } from 'drizzle-orm'
import { batches as batchesTable, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays, manilaDate } from '../../lib/time'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A batch row; every column the caller does not name gets a valid value. */
export async function insertBatch(values: Partial<typeof batchesTable.$inferInsert> & { name: string; launchFrom: string }) {
  const [row] = await db
    .insert(batchesTable)
    .values({ launchTo: addCalendarDays(values.launchFrom, 30), ...values })
    .returning()
  return row
}

/** Someone signed in whose access level holds exactly these flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/**
 * The back office's people: an admin with every batches flag and batch_create; a team lead who may
 * read batches only; a finance admin who may enrol (enrollUser, user_enroll/unenroll) but not open
 * the batch pages; a member with no flags. Three batches as of today in Manila: one launched 40 days
 * ago (two members in it), the current one (launched 5 days ago), and one launching tomorrow.
 */
export const standard = async () => {
  const today = manilaDate()
  const old = await insertBatch({ name: 'Batch 15', number: 15, launchFrom: addCalendarDays(today, -40) })
  const current = await insertBatch({ name: 'Batch 16', number: 16, launchFrom: addCalendarDays(today, -5) })
  const upcoming = await insertBatch({ name: 'Batch 17', number: 17, launchFrom: addCalendarDays(today, 1) })
  for (const email of ['ana@example.com', 'ben@example.com']) {
    const member = await createUser({ email })
    await db.update(users).set({ batchId: old.id }).where(eq(users.id, member.id))
  }
  return {
    today,
    old,
    current,
    upcoming,
    admin: await signedIn('tribe-team-ro', { batches: true, batch: true, newBatch: true, editBatch: true }, { batch_create: true }),
    teamLead: await signedIn('team-lead', { batches: true, batch: true }),
    finance: await signedIn('tribe-team-fa', { enrollUser: true }, { 'user_enroll/unenroll': true }),
    enroller: await signedIn('enroller', {}, { 'user_enroll/unenroll': true }),
    member: await signedIn('member', {}),
  }
}
