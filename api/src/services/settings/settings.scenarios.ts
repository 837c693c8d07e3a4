// The rows settings.test.ts names.
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

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
