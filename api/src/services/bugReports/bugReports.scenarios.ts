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
