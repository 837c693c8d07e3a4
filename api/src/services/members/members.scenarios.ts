// The community the members tests start from: scenario('title', community, async (w) => ...).
// Everyone the list tests look for has an @world.test address (searching 'world.test' narrows a
// list to them); the staff are @staff.test.
import { batches, groupMembers, groups, pointEntries, stages } from '../../../../db/schema'
import { accessMaps } from '../../../../scripts/seed/accessLevels'
import { db } from '../../lib/db'
import { addDays } from '../../lib/time'
import { createSubscription, createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

const level = (name: 'tribe-team-ro' | 'team-lead' | 'member' | 'non-member') => ({ name, ...accessMaps(name) })

export async function community() {
  const [batchA, batchB] = await db
    .insert(batches)
    .values([
      { name: 'Batch 20', number: 20, launchFrom: '2026-01-01', launchTo: '2026-01-31' },
      { name: 'Batch 21', number: 21, launchFrom: '2026-06-01', launchTo: '2026-06-30' },
    ])
    .returning()
  const [luzon, mindanao] = await db.insert(groups).values([{ name: 'Tribe Luzon' }, { name: 'Tribe Mindanao' }]).returning()
  const [stage1, stage2] = await db
    .insert(stages)
    .values([
      { number: 1, name: 'Foundation' },
      { number: 2, name: 'Growth' },
    ])
    .returning()

  const adminUser = await createUser({ email: 'boss@staff.test', firstName: 'Bea', lastName: 'Boss', roles: ['admin'], accessLevels: [level('tribe-team-ro'), level('member')] })
  const leadUser = await createUser({ email: 'lead@staff.test', firstName: 'Leo', lastName: 'Lead', accessLevels: [level('team-lead'), level('member')] })

  const ana = await createUser({
    email: 'ana.reyes@world.test',
    firstName: 'Ana',
    lastName: 'Reyes',
    tribeId: 'TR-0001',
    batchId: batchA.id,
    stageId: stage1.id,
    accessLevels: [level('member')],
  })
  const ben = await createUser({
    email: 'ben.cruz@world.test',
    firstName: 'Ben',
    lastName: 'Cruz',
    tribeId: 'TR-0002',
    batchId: batchB.id,
    stageId: stage2.id,
    accessLevels: [level('member')],
  })
  const carla = await createUser({
    email: 'carla.santos@world.test',
    firstName: 'Carla',
    lastName: 'Santos',
    tribeId: 'TR-0003',
    batchId: batchA.id,
    archivedAt: new Date(),
    accessLevels: [level('non-member')],
  })
  const dan = await createUser({ email: 'dan.lim@world.test', firstName: 'Dan', lastName: 'Lim', accessLevels: [level('non-member')] })

  const now = new Date()
  await createSubscription(ana.id, addDays(now, 200))
  await createSubscription(ben.id, addDays(now, -30))
  // Unenrolled: gives no access although it has not expired.
  await createSubscription(dan.id, addDays(now, 100), { unenrolled: true })
  await db.insert(groupMembers).values([
    { userId: ana.id, groupId: luzon.id },
    { userId: ben.id, groupId: mindanao.id },
  ])
  await db.insert(pointEntries).values([
    { userId: ana.id, kind: 'base', points: 120 },
    { userId: ana.id, kind: 'manual', points: 30 },
  ])

  return {
    batches: { batchA, batchB },
    groups: { luzon, mindanao },
    stages: { stage1, stage2 },
    people: { adminUser, leadUser, ana, ben, carla, dan },
    admin: await currentUserFor(adminUser.id, { role: 'tribe-team-ro' }),
    lead: await currentUserFor(leadUser.id, { role: 'team-lead' }),
    member: await currentUserFor(ana.id, { role: 'member' }),
  }
}

export type Community = Awaited<ReturnType<typeof community>>
