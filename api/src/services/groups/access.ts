// Who may read which group, sub-group and buddy rows: the one place (docs/product.md, "groups";
// docs/api.md "Groups and buddies"). Every myGroups query builds its WHERE clause from these, so a group the
// caller may not read is simply not found, exactly like one that does not exist.
//
//   Group      its leader (a group_leaders row without a sub-group: currentUser.managedGroup),
//              and staff whose CURRENT access level's pageAccess allows viewGroupMembers.
//   Sub-group  its leader (currentUser.managedSubGroup), the leader of its group, and staff whose
//              pageAccess allows viewSubGroupMembers.
//   Buddies    only the user's own accountability group (the one they belong to, else the one
//              they lead) and their own challenge groups, and only while the setting
//              enable-challenge-buddies is 'true' (the same switch that shows the menu link).
//
// Leadership comes from currentUser (the facts cache, moved by every group_leaders write), so the
// rules cost no statement of their own.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'

/** The page flags that open every group / sub-group to staff (docs/product.md, "groups"). */
export const STAFF_PAGE_FLAG = { groups: 'viewGroupMembers', subGroups: 'viewSubGroupMembers' } as const

/** The setting that switches buddies on (docs/product.md, "Menus"). */
export const BUDDIES_SETTING = 'enable-challenge-buddies'

export const seesAllGroups = (user: CurrentUser) => user.pageAccess[STAFF_PAGE_FLAG.groups] === true
export const seesAllSubGroups = (user: CurrentUser) => user.pageAccess[STAFF_PAGE_FLAG.subGroups] === true

/** SQL: the group whose id is `groupId` (a column or value) is readable by `user`. */
export function groupReadable(user: CurrentUser, groupId: SQL): SQL {
  if (seesAllGroups(user)) return sql`true`
  return user.managedGroup ? sql`${groupId} = ${user.managedGroup.id}` : sql`false`
}

/** SQL: the sub-group `subGroupId` of group `groupId` (columns of the same sub_groups row) is readable. */
export function subGroupReadable(user: CurrentUser, subGroupId: SQL, groupId: SQL): SQL {
  if (seesAllSubGroups(user)) return sql`true`
  const rules: SQL[] = []
  if (user.managedSubGroup) rules.push(sql`${subGroupId} = ${user.managedSubGroup.id}`)
  if (user.managedGroup) rules.push(sql`${groupId} = ${user.managedGroup.id}`)
  return rules.length ? sql`(${sql.join(rules, sql` or `)})` : sql`false`
}

/** SQL: buddies are switched on (the setting's value is the string 'true'). */
export function buddiesEnabled(): SQL {
  return sql`coalesce((select s.value = 'true' from settings s where s.name = ${BUDDIES_SETTING} and s.scope = 'default'), false)`
}

/** The accountability group whose buddies the user sees: the one they belong to, else the one they lead. */
export function ownAccountabilityGroupId(user: CurrentUser): number | null {
  return user.accountabilityGroupId ?? user.accountabilityAsLeaderId
}
