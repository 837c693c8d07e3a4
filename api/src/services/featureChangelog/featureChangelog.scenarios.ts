// Rows the changelog tests start from: scenario('title', changelog, async ({ admin, draft }) => ...).
import { featureChangelogEntries } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** An entry row; every column the caller does not name gets a valid value. */
export async function insertEntry(values: Partial<typeof featureChangelogEntries.$inferInsert> = {}) {
  const [row] = await db
    .insert(featureChangelogEntries)
    .values({ title: 'An entry', releasedOn: '2026-01-15', ...values })
    .returning()
  return row
}

/** Someone signed in (as a request carries them) whose access level holds exactly these page flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess }] })
  return currentUserFor(user.id)
}

/** An admin holding featureChangeLog, a member holding nothing; two published entries and a draft. */
export const changelog = async () => ({
  admin: await signedIn('tribe-team-ro', { featureChangeLog: true }),
  member: await signedIn('member', { home: true }),
  older: await insertEntry({ title: 'Tribe Points ledger', version: '2.4.0', releasedOn: '2026-01-05', isPublished: true, description: 'Every point says **why**.' }),
  newer: await insertEntry({ title: 'Dues banner', version: '2.6.0', releasedOn: '2026-02-20', isPublished: true }),
  draft: await insertEntry({ title: 'Rewards for Tribe Points', version: '2.7.0', releasedOn: '2026-03-01', isPublished: false }),
})
