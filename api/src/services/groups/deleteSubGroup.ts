// deleteSubGroup(id, removeMembers) (api/src/graphql/groups.sdl.ts; docs/product.md, "groups"): deletes one
// sub-group. Its members stay in its group without a sub-group, and its leaders stop leading
// (a sub-group leader row without its sub-group would make them the group's leader). A sub-group
// with members asks first, as deleteGroup does: HAS_MEMBERS with the count, unless removeMembers.
//
// One transaction, at most 4 statements whatever the number of members: the locked sub-group with
// its member count, the members moved out (one update, skipped when there are none), the sub-group
// with its leader rows deleted (one statement), the info log. The group_members and group_leaders triggers move the facts
// stamps, so currentUser (group, managedSubGroup) follows at once.
import { sql } from 'drizzle-orm'
import { db } from '../../lib/db'
import { AppError, NotFoundError } from '../../lib/errors'
import type { MutationResolvers } from '../../types/graphql'
import { HAS_MEMBERS, logChange, plural } from './shared'

export const deleteSubGroup = (async ({ id, removeMembers }) =>
  db.transaction(async (tx) => {
    // Locks the row, so no member joins it between the count and the delete.
    const locked = await tx.execute<{ name: string; group_id: number; group_name: string; members: number }>(sql`
      select s.name, s.group_id, g.name as group_name,
        (select count(*)::int from group_members gm where gm.sub_group_id = s.id) as members
      from sub_groups s join groups g on g.id = s.group_id where s.id = ${id} for update of s`)
    const row = locked.rows[0]
    if (!row) throw new NotFoundError('Sub-group not found')
    if (row.members > 0 && !removeMembers) {
      throw new AppError(
        `This sub-group has ${plural(row.members, 'member')}. Deleting it keeps them in ${row.group_name} without a sub-group.`,
        HAS_MEMBERS,
        { memberCount: row.members },
      )
    }
    // Members first: their (sub_group_id, group_id) foreign key refuses a sub-group deleted under them.
    if (row.members > 0) await tx.execute(sql`update group_members set sub_group_id = null where sub_group_id = ${id}`)
    await tx.execute(sql`with leaders as (delete from group_leaders where sub_group_id = ${id})
      delete from sub_groups where id = ${id}`)
    await logChange(tx, 'sub-group', 'sub-group-deleted', id, { name: row.name, groupId: row.group_id, movedMemberCount: row.members })
    return { id, groupId: row.group_id, movedMemberCount: row.members }
  })) satisfies MutationResolvers['deleteSubGroup']
