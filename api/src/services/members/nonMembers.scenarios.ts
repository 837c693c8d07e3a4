// The people the non-members, archived users and merge tests start from:
// scenario('title', people, async (w) => ...). Everyone the lists look for has an @people.test
// address (searching 'people.test' narrows a list to them); the staff are @staff.test.
import { batches } from '../../../../db/schema'
import { accessMaps } from '../../../../scripts/seed/accessLevels'
import { db } from '../../lib/db'
import { addDays } from '../../lib/time'
import { createSubscription, createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

export const level = (name: 'tribe-team-ro' | 'tribe-team-fa' | 'member' | 'non-member') => ({ name, ...accessMaps(name) })

export async function people() {
  const [batch] = await db.insert(batches).values({ name: 'Batch 30', number: 30, launchFrom: '2026-01-01', launchTo: '2026-01-31' }).returning()
  const adminUser = await createUser({ email: 'boss@staff.test', firstName: 'Bea', lastName: 'Boss', roles: ['admin'], accessLevels: [level('tribe-team-ro')] })
  const financeUser = await createUser({ email: 'fin@staff.test', firstName: 'Fe', lastName: 'Finance', accessLevels: [level('tribe-team-fa')] })
  const nina = await createUser({ email: 'nina.nonmember@people.test', firstName: 'Nina', lastName: 'Santos', tribeId: 'TR-9001', accessLevels: [level('non-member')] })
  const noel = await createUser({ email: 'noel.nolevel@people.test', firstName: 'Noel', lastName: 'Cruz' })
  const mark = await createUser({ email: 'mark.member@people.test', firstName: 'Mark', lastName: 'Member', accessLevels: [level('member'), level('non-member')] })
  const gone = await createUser({ email: 'gone.archived@people.test', firstName: 'Gina', lastName: 'Gone', accessLevels: [level('non-member')], archivedAt: new Date('2026-01-05T00:00:00Z') })
  await createSubscription(mark.id, addDays(new Date(), 30))
  return {
    batch,
    adminUser,
    admin: await currentUserFor(adminUser.id),
    finance: await currentUserFor(financeUser.id),
    nina,
    noel,
    mark,
    gone,
  }
}

export type People = Awaited<ReturnType<typeof people>>
