import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { groupLeaders, groupMembers as membersTable, infoLogs, subGroups } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { deleteSubGroup } from './deleteSubGroup'
import { HAS_MEMBERS } from './groups'
import { groupAdminWorld } from './groups.scenarios'

type Refusal = { message: string; extensions: { code?: string; [key: string]: unknown } }

async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

const membershipOf = async (userId: number) => (await db.select().from(membersTable).where(eq(membersTable.userId, userId)))[0] ?? null

describe('deleteSubGroup', () => {
  scenario(
    'a sub-group with members asks first (HAS_MEMBERS); confirmed, its members stay in the group without a sub-group and its leaders stop leading',
    groupAdminWorld,
    async ({ admin, north, alpha, ana, ben, dan }) => {
      await db.insert(groupLeaders).values({ userId: dan.id, groupId: north.id, subGroupId: alpha.id })
      expect((await currentUserFor(dan.id)).managedSubGroup).toEqual({ id: alpha.id, groupId: north.id })

      const refused = await refusal(() => asUser(admin, () => deleteSubGroup({ id: alpha.id })))
      expect(refused.extensions).toMatchObject({ code: HAS_MEMBERS, memberCount: 1 })
      expect(refused.message).toBe('This sub-group has 1 member. Deleting it keeps them in North without a sub-group.')
      expect(await db.select().from(subGroups)).toHaveLength(1)

      expect(await asUser(admin, () => deleteSubGroup({ id: alpha.id, removeMembers: true }))).toEqual({
        id: alpha.id,
        groupId: north.id,
        movedMemberCount: 1,
      })
      expect(await db.select().from(subGroups)).toEqual([])
      expect(await membershipOf(ben.id)).toMatchObject({ groupId: north.id, subGroupId: null })
      expect(await membershipOf(ana.id)).toMatchObject({ groupId: north.id, subGroupId: null })
      expect(await db.select().from(groupLeaders)).toEqual([])
      const danNow = await currentUserFor(dan.id)
      expect(danNow.managedSubGroup).toBeNull()
      expect(danNow.managedGroup).toBeNull()
      expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'sub-group-deleted'))).toMatchObject([
        { userId: admin.id, entityType: 'sub-group', entityId: String(alpha.id), details: { name: 'Alpha', groupId: north.id, movedMemberCount: 1 } },
      ])
    },
  )

  scenario('an empty sub-group goes without asking; a missing one is not found', groupAdminWorld, async ({ admin, north }) => {
    const [empty] = await db.insert(subGroups).values({ groupId: north.id, name: 'Empty' }).returning()
    expect(await asUser(admin, () => deleteSubGroup({ id: empty.id }))).toEqual({ id: empty.id, groupId: north.id, movedMemberCount: 0 })
    const missing = await refusal(() => asUser(admin, () => deleteSubGroup({ id: empty.id })))
    expect(missing).toMatchObject({ message: 'Sub-group not found', extensions: { code: 'NOT_FOUND' } })
  })

  scenario('needs the editSubGroup page flag, through the schema', groupAdminWorld, async ({ admin, coach, alpha }) => {
    const document = `mutation { deleteSubGroup(id: ${alpha.id}, removeMembers: true) { id groupId movedMemberCount } }`
    expect((await runGraphql(coach, document)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, document)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(await db.select().from(subGroups)).toHaveLength(1)
    expect((await runGraphql(admin, document)).data).toEqual({ deleteSubGroup: { id: alpha.id, groupId: alpha.groupId, movedMemberCount: 1 } })
  })
})
