import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { infoLogs, successManagerMembers as managerMembers } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { createUser } from '../../test/factories'
import { asUser, scenario } from '../../test/scenario'
import { groupAdminWorld } from './groups.scenarios'
import {
  assignSuccessManagerMembers,
  NOT_ACCEPTING,
  setSuccessManagerAccepting,
  successManager,
  successManagerMemberChoices,
  successManagerMembers,
  successManagers,
  unassignSuccessManagerMembers,
} from './successManagers'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> & { code?: string } }
  }
  throw new Error('expected a refusal')
}

const managerOf = async (userId: number) => (await db.select().from(managerMembers).where(eq(managerMembers.userId, userId)))[0]?.successManagerId ?? null

describe('success managers (admin)', () => {
  scenario('lists the managers who hold the level, accepting or not, with their member counts', groupAdminWorld, async ({ admin, samManager, sueManager, ana }) => {
    // A success_managers row whose user lost the level is not a manager.
    const former = await createUser({ firstName: 'Zed', lastName: 'Zamora' })
    await db.execute(`insert into success_managers (user_id) values (${former.id})`)
    await db.insert(managerMembers).values({ userId: ana.id, successManagerId: samManager.id })
    const page = await asUser(admin, () => successManagers({}))
    expect(page.items.map((row) => [row.id, row.name, row.isAcceptingMembers, row.memberCount])).toEqual([
      [samManager.id, 'Sam Santos', true, 1],
      [sueManager.id, 'Sue Soriano', false, 0],
    ])
    expect((await asUser(admin, () => successManagers({ search: 'sorIANO' }))).items.map((row) => row.id)).toEqual([sueManager.id])
    expect(await asUser(admin, () => successManager({ id: samManager.id }))).toMatchObject({ name: 'Sam Santos', memberCount: 1 })
  })

  scenario('assigns members; one who had another manager is moved and the answer says from whom', groupAdminWorld, async ({ admin, samManager, sueManager, ana, ben }) => {
    await db.insert(managerMembers).values({ userId: ben.id, successManagerId: sueManager.id })
    const result = await asUser(admin, () => assignSuccessManagerMembers({ successManagerId: samManager.id, userIds: [ana.id, ben.id] }))
    expect(result).toEqual({ assignedCount: 2, moved: [{ userId: ben.id, name: 'Ben Bautista', fromManagerName: 'Sue Soriano' }] })
    expect(await managerOf(ben.id)).toBe(samManager.id)
    const members = await asUser(admin, () => successManagerMembers({ successManagerId: samManager.id }))
    expect(members.items.map((row) => [row.id, row.assignedByName])).toEqual([
      [ana.id, 'Test User'],
      [ben.id, 'Test User'],
    ])
    const choices = await asUser(admin, () => successManagerMemberChoices({ search: 'bautista' }))
    expect(choices).toEqual([expect.objectContaining({ id: ben.id, current: 'Sam Santos' })])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'success-manager-members-assigned'))).toHaveLength(1)
  })

  scenario('refuses a manager who is not accepting, the manager themself and unknown people', groupAdminWorld, async ({ admin, samManager, sueManager, sam, ana }) => {
    const closed = await refusal(() => asUser(admin, () => assignSuccessManagerMembers({ successManagerId: sueManager.id, userIds: [ana.id] })))
    expect(closed.extensions.code).toBe(NOT_ACCEPTING)
    expect(closed.message).toBe('Sue Soriano is not accepting members')
    expect((await refusal(() => asUser(admin, () => assignSuccessManagerMembers({ successManagerId: samManager.id, userIds: [sam.id] })))).extensions.code).toBe('BAD_USER_INPUT')
    expect((await refusal(() => asUser(admin, () => assignSuccessManagerMembers({ successManagerId: samManager.id, userIds: [999_999] })))).extensions.code).toBe('BAD_USER_INPUT')
    expect(await managerOf(ana.id)).toBeNull()
    await asUser(admin, () => setSuccessManagerAccepting({ id: sueManager.id, isAcceptingMembers: true }))
    await asUser(admin, () => assignSuccessManagerMembers({ successManagerId: sueManager.id, userIds: [ana.id] }))
    expect(await managerOf(ana.id)).toBe(sueManager.id)
  })

  scenario('unassigns only the manager\'s own members', groupAdminWorld, async ({ admin, samManager, sueManager, ana, ben }) => {
    await db.insert(managerMembers).values([
      { userId: ana.id, successManagerId: samManager.id },
      { userId: ben.id, successManagerId: sueManager.id },
    ])
    expect(await asUser(admin, () => unassignSuccessManagerMembers({ successManagerId: samManager.id, userIds: [ana.id, ben.id] }))).toBe(1)
    expect(await managerOf(ana.id)).toBeNull()
    expect(await managerOf(ben.id)).toBe(sueManager.id)
  })

  scenario('guards: the list and a manager\'s page by their flags', groupAdminWorld, async ({ coach, member, samManager, ana }) => {
    for (const document of [
      'query { successManagers { totalCount } }',
      `mutation { assignSuccessManagerMembers(successManagerId: ${samManager.id}, userIds: [${ana.id}]) { assignedCount } }`,
    ]) {
      expect((await runGraphql(coach, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    }
  })
})
