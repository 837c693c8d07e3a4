// Rows the admin group, success-manager, accountability and challenge tests start from:
// scenario('title', groupAdminWorld, async ({ admin, north, ana }) => ...).
import pg from 'pg'
import { inject, vi } from 'vitest'
import { groupMembers, groups, subGroups, successManagers } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** Every page flag of the groups and community areas this pages use. */
export const GROUP_ADMIN_FLAGS = {
  groups: true,
  group: true,
  newGroup: true,
  editGroup: true,
  subGroup: true,
  newSubGroup: true,
  editSubGroup: true,
  adminAccountabilityGroup: true,
  challengeGroups: true,
  successManagers: true,
  successManager: true,
}

async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

export async function insertGroup(name: string) {
  const [row] = await db.insert(groups).values({ name }).returning()
  return row
}

/**
 * An admin with every flag (and group_create), a coach who may only read the groups list and a
 * group, a member with none; groups North (with sub-group Alpha) and South; Ana and Ben in North
 * (Ben in Alpha), Cara in South, Dan in no group; success managers Sam (accepting) and Sue (not),
 * both holding the success-manager level.
 */
export const groupAdminWorld = async () => {
  const admin = await signedIn('tribe-team-ro', GROUP_ADMIN_FLAGS, { group_create: true })
  const coach = await signedIn('coach', { groups: true, group: true })
  const member = await signedIn('member', {})
  const north = await insertGroup('North')
  const south = await insertGroup('South')
  const [alpha] = await db.insert(subGroups).values({ groupId: north.id, name: 'Alpha' }).returning()
  const ana = await createUser({ firstName: 'Ana', lastName: 'Aquino' })
  const ben = await createUser({ firstName: 'Ben', lastName: 'Bautista' })
  const cara = await createUser({ firstName: 'Cara', lastName: 'Cruz' })
  const dan = await createUser({ firstName: 'Dan', lastName: 'Dizon' })
  await db.insert(groupMembers).values([
    { userId: ana.id, groupId: north.id },
    { userId: ben.id, groupId: north.id, subGroupId: alpha.id },
    { userId: cara.id, groupId: south.id },
  ])
  const level = { name: 'success-manager', pageAccess: { home: true } }
  const sam = await createUser({ firstName: 'Sam', lastName: 'Santos', accessLevels: [level] })
  const sue = await createUser({ firstName: 'Sue', lastName: 'Soriano', accessLevels: [level] })
  const [samManager] = await db.insert(successManagers).values({ userId: sam.id }).returning()
  const [sueManager] = await db.insert(successManagers).values({ userId: sue.id, isAcceptingMembers: false }).returning()
  return { admin, coach, member, north, south, alpha, ana, ben, cara, dan, sam, sue, samManager, sueManager }
}

/** How many SQL statements `work` sends on PostgreSQL (transaction control aside); null on PGlite. */
export async function statementsOf(work: () => Promise<unknown>): Promise<number | null> {
  if (inject('databaseKind') !== 'postgresql') {
    await work()
    return null
  }
  const spy = vi.spyOn(pg.Client.prototype, 'query')
  try {
    await work()
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : ((query as { text?: string }).text ?? '')))
      .filter((text) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)).length
  } finally {
    spy.mockRestore()
  }
}
