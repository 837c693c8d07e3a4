// The rows bugReports.test.ts names.
import { bugReports } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

/** Someone signed in who reports a bug. */
export const reporter = async () => ({ me: await createUser() })

/**
 * Twelve reports a minute apart (number 0 oldest): every third one resolved, the newest by a
 * signed-in reporter, the rest from a guest; and a staff member who may list them.
 */
export const reportList = async () => {
  const reporter = await createUser({ firstName: 'Rey', lastName: 'Porter' })
  const base = Date.parse('2024-05-01T00:00:00Z')
  await db.insert(bugReports).values(
    Array.from({ length: 12 }, (_, i) => ({
      description: `Report number ${i}`,
      userId: i === 11 ? reporter.id : null,
      contactEmail: i === 11 ? null : 'guest@example.com',
      status: i % 3 === 0 ? ('resolved' as const) : ('open' as const),
      createdAt: new Date(base + i * 60_000),
    })),
  )
  const admin = await createUser({ accessLevels: [{ name: 'tribe-team-ro', pageAccess: { featureChangeLog: true } }] })
  return { reporter, admin }
}

/** A member: their role has no featureChangeLog page. */
export const member = async () => ({ member: await createUser({ accessLevels: [{ name: 'member', pageAccess: {} }] }) })

/**
 * Two members with a report each, a guest's report, and staff: one acting with the
 * featureChangeLog page, one holding both a member level and that staff level (acting as
 * whichever the test picks).
 */
export const triageWorld = async () => {
  const ana = await createUser({ firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com', accessLevels: [{ name: 'member', pageAccess: {} }] })
  const ben = await createUser({ firstName: 'Ben', lastName: 'Cruz', accessLevels: ['member'] })
  const staff = await createUser({ firstName: 'Sam', lastName: 'Staff', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { featureChangeLog: true } }] })
  const both = await createUser({ firstName: 'Ada', lastName: 'Min', accessLevels: ['member', 'tribe-team-ro'] })
  const base = Date.parse('2024-06-01T00:00:00Z')
  const [anaReport, benReport, guestReport, bothReport] = await db
    .insert(bugReports)
    .values([
      { description: "Ana's report: the save button does nothing", userId: ana.id, createdAt: new Date(base) },
      { description: "Ben's report: the video will not play", userId: ben.id, createdAt: new Date(base + 60_000) },
      { description: "A guest's report: I cannot sign in", contactEmail: 'guest@example.com', createdAt: new Date(base + 120_000) },
      { description: "Ada's own report as a member", userId: both.id, status: 'resolved', createdAt: new Date(base + 180_000) },
    ])
    .returning()
  return { ana, ben, staff, both, anaReport, benReport, guestReport, bothReport }
}
