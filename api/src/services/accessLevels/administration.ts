// The last way to administer access levels: no change to a level (edit, switch-off, delete) or to
// a person (disabling, archiving, taking a level away, merging) may leave nobody able to change
// access levels, or nobody could ever switch a lost flag back on.
//
// A way to administer access levels = an ACTIVE user (not disabled, not archived) holding a level
// that allows every flag of ACCESS_LEVEL_EDITOR_FLAGS: editAccessLevel, which updateAccessLevel and
// deleteAccessLevel require (api/src/graphql/accessLevels.sdl.ts), and accessLevels and
// accessLevel, the list and the level's own page the editor reaches and loads a level through (the
// same three the level you act as keeps: no self lock-out). The admin role alone is not a way:
// the directives read the acting level's flags. access-level_create is not needed: only editing
// a level switches a flag back on.
//
// Used in the change's own transaction: guardAdministration() first locks the levels that are
// ways (and any the caller names) in id order, so two changes that each remove one of the last
// two ways wait for each other and the second sees the first, then counts the ways; check()
// after the change counts again and refuses when there were some and none are left. A database
// without any way (a fresh one before its seed, most tests) stays as it is: nothing is lost.
// Statements: 2 before the change, 1 after.
import { sql } from 'drizzle-orm'
import { ACCESS_LEVEL_EDITOR_FLAGS } from '../../../../common/validation/accessLevels'
import type { Executor } from '../../lib/db'
import { UserInputError } from '../../lib/errors'

export const administrationMessages = {
  lastWay: `After this change no active user could change access levels. First give another active user a level with ${ACCESS_LEVEL_EDITOR_FLAGS.join(', ')} on, then try again.`,
}

/** The level allows every editor flag (a containment test on its page map). */
const EDITOR_LEVEL = sql.raw(`al.page_access @> '${JSON.stringify(Object.fromEntries(ACCESS_LEVEL_EDITOR_FLAGS.map((flag) => [flag, true])))}'::jsonb`)

async function countWays(tx: Executor): Promise<number> {
  const result = await tx.execute<{ ways: number }>(sql`
    select count(*)::int as ways
      from users u
     where u.disabled_at is null and u.archived_at is null
       and exists (select 1 from user_access_levels ual join access_levels al on al.id = ual.access_level_id
                    where ual.user_id = u.id and ${EDITOR_LEVEL})`)
  return Number(result.rows[0].ways)
}

export type LockedLevel = { id: number; name: string; pageAccess: Record<string, boolean>; functionAccess: Record<string, boolean> }

/**
 * Locks the levels that are ways to administer access levels, and `alsoLock` (the level being
 * changed, the level the actor acts as), in one statement in id order; counts the ways. Answers
 * the locked rows of `alsoLock` as they are now, and `check()` to run after the change.
 */
export async function guardAdministration(tx: Executor, alsoLock: number[] = []) {
  const ids = [...new Set(alsoLock)]
  const locked = await tx.execute<{ id: number; name: string; page_access: Record<string, boolean>; function_access: Record<string, boolean> }>(sql`
    select al.id, al.name, al.page_access, al.function_access
      from access_levels al
     where ${EDITOR_LEVEL}${ids.length ? sql` or al.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``}
     order by al.id
       for update`)
  const before = await countWays(tx)
  const levels = new Map<number, LockedLevel>(
    locked.rows
      .filter((row) => ids.includes(Number(row.id)))
      .map((row) => [Number(row.id), { id: Number(row.id), name: row.name, pageAccess: row.page_access, functionAccess: row.function_access }]),
  )
  return {
    levels,
    /**
     * Throws when the change made in between left no way where there was one: BAD_USER_INPUT with
     * the message under `field` too (the form field whose change it was: forms show field messages).
     */
    async check(field: string) {
      if (before > 0 && (await countWays(tx)) === 0) throw new UserInputError(administrationMessages.lastWay, { [field]: [administrationMessages.lastWay] })
    },
  }
}
