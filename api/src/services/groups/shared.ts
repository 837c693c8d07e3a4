// What the admin group, success-manager, accountability and challenge services share:
// the info log of a change, the user search of their pickers, and the checks that the people a
// write names exist. Each helper is ONE statement whatever the number of people.
import { sql, type SQL } from 'drizzle-orm'
import { searchSchema } from '../../../../common/validation/groups'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import { escapeLike } from '../../lib/sql'

/** The info-log row of a change: what, to which row, and who (with the admin behind an impersonated session). */
export function logChange(tx: Executor, entityType: string, action: string, id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    { action, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType, entityId: id, details },
    tx,
  )
}

/** A user's display name in SQL (`u` is the users alias). */
export const fullName = (alias = 'u') => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`)

/** The users search (name, e-mail or Tribe ID contains it; the users trigram index). */
export function userMatches(search: string | null | undefined, alias = 'u'): SQL {
  if (!search) return sql`true`
  return sql`lower(${sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name || ' ' || ${alias}.email || ' ' || coalesce(${alias}.tribe_id, '')`)}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`
}

export type UserChoiceRow = { id: number; name: string; email: string; current: string | null }

/**
 * Up to 20 live (not archived) users matching `search`, by name, each with `current` (an SQL text
 * about user `u`: where they are now, e.g. their group's name), or the users `ids` when given
 * (a form's current choices). One statement.
 */
export async function userChoices(search: string | null | undefined, current: SQL, ids?: number[] | null) {
  const text = parseInput(searchSchema, search, 'Invalid search')
  const where = ids?.length ? sql`u.id in ${ids}` : userMatches(text)
  const result = await db.execute<UserChoiceRow>(sql`
    select u.id, ${fullName()} as name, u.email, ${current} as current
    from users u
    where u.archived_at is null and ${where}
    order by u.last_name, u.first_name, u.id
    limit 20`)
  return result.rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email, current: row.current }))
}

/** The live users among `ids` with their names (one statement); refuses with `field`'s message when one is missing. */
export async function liveUsers(executor: Executor, ids: number[], field: string, message: string) {
  if (!ids.length) return new Map<number, string>()
  const result = await executor.execute<{ id: number; name: string }>(
    sql`select u.id, coalesce(nullif(${fullName()}, ''), u.email) as name from users u where u.id in ${ids} and u.archived_at is null`,
  )
  if (result.rows.length !== ids.length) throw new UserInputError(message, { [field]: [message] })
  return new Map(result.rows.map((row) => [row.id, row.name]))
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The code of a refused delete of a group or sub-group that still has members (extensions memberCount): the page asks, then sends removeMembers. */
export const HAS_MEMBERS = 'HAS_MEMBERS'
