// The rows settings.test.ts names.
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A default-scope switch that is on, and a member who reads it. */
export const affiliateSwitch = async () => {
  const [row] = await db.insert(settings).values({ name: 'enable-affiliate', value: 'true', type: 'boolean' }).returning()
  return { row, member: await createUser() }
}

/** A workshop-scoped setting (the free-training pages' own), and a member. */
export const workshopSetting = async () => {
  await db.insert(settings).values({ name: 'zoom-day-1', value: 'https://zoom.example/1', type: 'url', scope: 'workshop-beginner' })
  return { member: await createUser() }
}

/** A default-scope switch, for callers who are signed out. */
export const buddiesSwitch = async () => {
  const [row] = await db.insert(settings).values({ name: 'enable-challenge-buddies', value: 'true', type: 'boolean' }).returning()
  return { row }
}

/** Someone signed in (as a request carries them) whose access level holds exactly these page flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess }] })
  return currentUserFor(user.id)
}

/**
 * Every type of default setting, a beginner and an experienced workshop key; an admin holding the
 * default settings flag only, a workshop admin holding the beginner workshop's flag only, and a
 * member holding none.
 */
export const settingPages = async () => {
  const rows = await db
    .insert(settings)
    .values([
      { name: 'enable-affiliate', value: 'true', type: 'boolean', description: 'Show the Become an Affiliate button.' },
      { name: 'renewal-checkout-link', value: '/tribe-membership-renewal', type: 'url' },
      { name: 'max-buddies', value: '5', type: 'number' },
      { name: 'welcome-text', value: 'Welcome!', type: 'string' },
      { name: 'plan-labels', value: '{"gold":"Gold"}', type: 'json' },
      { name: 'zoom-day-1', value: 'https://zoom.example/1', type: 'url', scope: 'workshop-beginner' },
      { name: 'workshop-is-live', value: 'false', type: 'boolean', scope: 'workshop-beginner' },
      { name: 'date-day-1', value: '', type: 'datetime', scope: 'workshop-beginner' },
      { name: 'zoom-day-1-exp', value: 'https://zoom.example/exp-1', type: 'url', scope: 'workshop-experienced' },
    ])
    .returning()
  const byName = Object.fromEntries(rows.map((row) => [row.name, row])) as Record<string, (typeof rows)[number]>
  return {
    settings: byName,
    admin: await signedIn('tribe-team-fa', { defaultSettings: true }),
    workshopAdmin: await signedIn('workshop-admin', { liveWorkshopBeginner: true }),
    member: await signedIn('member', { home: true }),
  }
}
