// What the group and sub-group services (groups.ts, subGroups.ts) share: the SQL of a group's
// leaders and live member count, setting the leaders of a group or sub-group, and the unique
// name indexes' refusals turned into the name field's message.
import { and, eq, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm'
import { groupMessages } from '../../../../common/validation/groups'
import { groupLeaders } from '../../../../db/schema'
import type { Executor } from '../../lib/db'
import { isUniqueViolation, UserInputError } from '../../lib/errors'
import { fullName, liveUsers } from './shared'

/** The listed group's id, qualified: Drizzle leaves columns unqualified in a one-table select, where a subquery's own id would win. */
export const thisGroupId = sql.raw('"groups"."id"')

export type Leader = { id: number; name: string; email: string }
export type SubGroupJson = { id: number; groupId: number; name: string; description: string | null; memberCount: number; leaders: Leader[] }

/** Leaders (json array) of group_leaders rows matching `where` (alias gl). */
export const leadersJson = (where: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(${fullName()}, ''), u.email), 'email', u.email) order by u.last_name, u.first_name, u.id)
  from group_leaders gl join users u on u.id = gl.user_id where ${where}), '[]'::json)`

/** Live members of group_members rows matching `where` (alias gm). */
export const liveMembers = (where: SQL) => sql`(select count(*)::int from group_members gm join users u on u.id = gm.user_id where ${where} and u.archived_at is null)`

/**
 * Makes `leaderIds` exactly the leaders of the group (subGroupId null) or sub-group: refuses users
 * who lead elsewhere (a user leads at most one), then one delete and one insert.
 */
export async function setLeaders(tx: Executor, groupId: number, subGroupId: number | null, leaderIds: number[]) {
  const names = await liveUsers(tx, leaderIds, 'leaderIds', groupMessages.leaders)
  // This group's own leaders, or this sub-group's (Drizzle has no `is not distinct from`: a null
  // sub-group is the group's own row).
  const here = and(eq(groupLeaders.groupId, groupId), sql`${groupLeaders.subGroupId} is not distinct from ${subGroupId}`)
  if (leaderIds.length) {
    const elsewhere = await tx
      .select({ userId: groupLeaders.userId })
      .from(groupLeaders)
      .where(and(inArray(groupLeaders.userId, leaderIds), not(here!)))
    if (elsewhere.length) {
      const message = groupMessages.leaderElsewhere(elsewhere.map((row) => names.get(row.userId)).join(', '))
      throw new UserInputError(message, { leaderIds: [message] })
    }
  }
  await tx.delete(groupLeaders).where(and(here, leaderIds.length ? notInArray(groupLeaders.userId, leaderIds) : undefined))
  if (leaderIds.length) {
    await tx
      .insert(groupLeaders)
      .values(leaderIds.map((userId) => ({ userId, groupId, subGroupId })))
      .onConflictDoNothing()
  }
}

export const nameTaken = () => new UserInputError(groupMessages.nameTaken, { name: [groupMessages.nameTaken] })
const subGroupNameTaken = () => new UserInputError(groupMessages.subGroupNameTaken, { name: [groupMessages.subGroupNameTaken] })

/** Runs a group write, turning the unique name index's refusal into the name field's message. */
export async function savingGroup<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'groups_name_key')) throw nameTaken()
    if (isUniqueViolation(error, 'sub_groups_group_id_name_key')) throw subGroupNameTaken()
    throw error
  }
}
