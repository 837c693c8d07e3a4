// Who sees whom on the renewal worklist: it follows the access level acting NOW (currentUser.accessLevel,
// the role switcher's choice). Acting as a success manager, only the members assigned to you
// (success_manager_members through your success_managers row); acting as any other level whose page
// flags hold `retention`, every member. The page flag itself is checked first (requireAccess), so
// this only narrows. The same rule serves the list, its counts, the export and markRetentionContact.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAccess } from '../../directives'
import { SUCCESS_MANAGER_LEVEL } from '../groups/successManagers'

export const RETENTION_PAGE = 'retention' as const

/** The caller, refused unless the acting level holds the retention page flag. */
export const requireRetention = (user: CurrentUser | null) => requireAccess(user, { page: RETENTION_PAGE })

/** True when the acting level is the success manager's: the list is narrowed to their members. */
export const actsAsSuccessManager = (user: CurrentUser) => user.accessLevel?.name === SUCCESS_MANAGER_LEVEL

/** SQL over users aliased `alias`: the member is one `user` may see on the worklist. */
export function retentionVisible(user: CurrentUser, alias = 'u'): SQL {
  const member = sql.raw(`${alias}.id`)
  if (!actsAsSuccessManager(user)) return sql`true`
  return sql`exists (
    select 1 from success_manager_members smm join success_managers sm on sm.id = smm.success_manager_id
    where smm.user_id = ${member} and sm.user_id = ${user.id})`
}
