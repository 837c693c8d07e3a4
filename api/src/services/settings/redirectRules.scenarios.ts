// Rows the redirect rule tests start from: scenario('title', rules, async ({ admin, join }) => ...).
import { redirectRules } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A rule row; every column the caller does not name gets a valid value. */
export async function insertRedirectRule(values: Partial<typeof redirectRules.$inferInsert> = {}) {
  const [row] = await db
    .insert(redirectRules)
    .values({ fromPath: `/old-${Math.random().toString(36).slice(2, 8)}`, toUrl: '/new', ...values })
    .returning()
  return row
}

/** Someone signed in (as a request carries them) whose access level holds exactly these page flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess }] })
  return currentUserFor(user.id)
}

/**
 * An admin holding the redirectRules flag, a member holding none; a chain of two active rules
 * (/b -> /c -> /d), a permanent one off the site, and an inactive one pointing back at /b.
 */
export const rules = async () => ({
  admin: await signedIn('tribe-team-ro', { redirectRules: true }),
  member: await signedIn('member', { home: true }),
  b: await insertRedirectRule({ fromPath: '/b', toUrl: '/c' }),
  c: await insertRedirectRule({ fromPath: '/c', toUrl: '/d?from=c' }),
  join: await insertRedirectRule({ fromPath: '/join', toUrl: 'https://tribe.example/membership', isPermanent: true }),
  old: await insertRedirectRule({ fromPath: '/old', toUrl: '/b', isActive: false }),
})
