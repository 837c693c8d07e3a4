// accessLevels (the enrol screens' and members filters' choices), adminAccessLevels, accessLevel,
// createAccessLevel, updateAccessLevel and deleteAccessLevel (api/src/graphql/accessLevels.sdl.ts;
// docs/api.md "Batches and access levels"). The flags a level may hold are common/permissions.ts';
// the input rules common/validation/accessLevels.ts.
//
// A change to a level's flags reaches its holders on their NEXT request with nothing to clear:
// the access_levels triggers move shared_facts_version, and every request's session lookup
// rebuilds currentUser when that stamp moved (api/src/lib/auth/userFactsCache.ts, docs/permissions.md).
//
// The staff trust rule (lib/auth/staffTrust.ts) on levels: only an admin, or someone whose current
// level allows a flag, switches it on (creating or editing, their own level included); only an
// admin changes or deletes a level allowing a flag the actor's current level lacks (the Admin
// level, for one). And no edit or delete may leave nobody able to administer access levels
// (administration.ts), checked in the change's own transaction.
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ACCESS_LEVEL_EDITOR_FLAGS, accessLevelMessages, accessLevelSchema } from '../../../../common/validation/accessLevels'
import { ROLE_IDS } from '../../../../common/permissions'
import type { CurrentUser } from '../../../../common/currentUser'
import { accessLevels as accessLevelsTable, userAccessLevels } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { ForbiddenError, isUniqueViolation, NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { requireAuth } from '../../directives'
import { levelHoldsMore, staffTrustMessages, unheldFlags } from '../../lib/auth/staffTrust'
import { guardAdministration } from './administration'
import { escapeLike } from '../../lib/sql'

export const ACCESS_LEVEL_SEARCH_MAX = 100

export const accessLevelListMessages = {
  search: `Search must be at most ${ACCESS_LEVEL_SEARCH_MAX} characters`,
}

/** Why a level cannot be deleted. */
export const accessLevelDeleteMessages = {
  builtIn: 'A built-in access level cannot be deleted. Turn its flags off instead.',
  held: (n: number) =>
    `This access level cannot be deleted: ${n} ${n === 1 ? 'user holds' : 'users hold'} it. Take it away from ${n === 1 ? 'that user' : 'them'} first.`,
}

const isBuiltIn = (name: string) => (ROLE_IDS as readonly string[]).includes(name)

/** Holders of the level (user_access_levels by level is indexed); the outer level named in full. */
const userCount = sql<number>`(select count(*)::int from ${userAccessLevels} where ${userAccessLevels.accessLevelId} = "access_levels"."id")`

const selection = { ...getTableColumns(accessLevelsTable), userCount }
type Selected = typeof accessLevelsTable.$inferSelect & { userCount: number }

const sortable = {
  name: accessLevelsTable.name,
  label: accessLevelsTable.label,
  userCount,
  updatedAt: accessLevelsTable.updatedAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(ACCESS_LEVEL_SEARCH_MAX, accessLevelListMessages.search).nullish(),
})

export function toAdminAccessLevel(row: Selected) {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    pageAccess: row.pageAccess,
    functionAccess: row.functionAccess,
    isBuiltIn: isBuiltIn(row.name),
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The choice list: staff only. The directive lets anyone signed in through (the callers are several
 * pages with different flags: enrollUser, user_enroll/unenroll, users, accessLevels ...); the rule
 * here is that the acting level holds at least one flag, which members, non-members and affiliates
 * never do.
 */
export const accessLevels = (async () => {
  const user = requireAuth(currentUser())
  const isStaff = Object.values(user.pageAccess).some((on) => on === true) || Object.values(user.functionAccess).some((on) => on === true)
  if (!isStaff) throw new ForbiddenError()
  return db
    .select({ id: accessLevelsTable.id, name: accessLevelsTable.name, label: accessLevelsTable.label })
    .from(accessLevelsTable)
    .orderBy(asc(accessLevelsTable.name))
}) satisfies QueryResolvers['accessLevels']

export const adminAccessLevels = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid access level list request')
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null
  const where = pattern
    ? sql`(lower(${accessLevelsTable.name}) like ${pattern} escape '\\' or lower(${accessLevelsTable.label}) like ${pattern} escape '\\')`
    : undefined
  return paginate(args, {
    sortable,
    defaultSort: [asc(accessLevelsTable.name)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(selection)
          .from(accessLevelsTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toAdminAccessLevel),
    count: async () => (await db.select({ total: count() }).from(accessLevelsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['adminAccessLevels']

export const accessLevel = (async ({ id }) => {
  const row = await findLevel(db, id)
  return row ? toAdminAccessLevel(row) : null
}) satisfies QueryResolvers['accessLevel']

async function findLevel(executor: Executor, id: number): Promise<Selected | undefined> {
  const [row] = await executor.select(selection).from(accessLevelsTable).where(eq(accessLevelsTable.id, id))
  return row
}

/** Refuses switching on flags the actor may not (see the header): `on` names the flags turned on. */
function refuseUnheld(actor: CurrentUser, on: { pages: string[]; functions: string[] }) {
  const only = (names: string[]) => Object.fromEntries(names.map((name) => [name, true]))
  const unheld = unheldFlags(actor, { pageAccess: only(on.pages), functionAccess: only(on.functions) })
  if (unheld.length) throw new ForbiddenError(staffTrustMessages.flagsNotHeld(unheld))
}

export const createAccessLevel = (async ({ input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(accessLevelSchema, input)
  refuseUnheld(actor, { pages: flagsOn(values.pageAccess), functions: flagsOn(values.functionAccess) })
  const id = await withNameGuard(() =>
    db.transaction(async (tx) => {
      await checkName(tx, values.name, null)
      const [row] = await tx.insert(accessLevelsTable).values(values).returning({ id: accessLevelsTable.id })
      await logLevelChange(tx, 'access-level-created', row.id, {
        name: values.name,
        label: values.label,
        pagesOn: flagsOn(values.pageAccess),
        functionsOn: flagsOn(values.functionAccess),
      })
      return row.id
    }),
  )
  return toAdminAccessLevel((await findLevel(db, id))!)
}) satisfies MutationResolvers['createAccessLevel']

export const updateAccessLevel = (async ({ id, input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(accessLevelSchema, input)
  await withNameGuard(() =>
    db.transaction(async (tx) => {
      // Locks this level and every level that administers levels, before reading them.
      const administration = await guardAdministration(tx, [id])
      const [before] = await tx.select().from(accessLevelsTable).where(eq(accessLevelsTable.id, id))
      if (!before) throw new NotFoundError('Access level not found')
      if (levelHoldsMore(actor, before)) throw new ForbiddenError(staffTrustMessages.levelHoldsMore)
      const pages = flagChanges(before.pageAccess, values.pageAccess)
      const functions = flagChanges(before.functionAccess, values.functionAccess)
      refuseUnheld(actor, { pages: pages.on, functions: functions.on })
      if (isBuiltIn(before.name) && values.name !== before.name) {
        throw new UserInputError(INVALID_INPUT_MESSAGE, { name: [accessLevelMessages.nameBuiltIn] })
      }
      // Whoever edits the level they act as keeps the flags that let them edit it back.
      if (actor.accessLevel?.id === id && ACCESS_LEVEL_EDITOR_FLAGS.some((flag) => before.pageAccess[flag] === true && !values.pageAccess[flag])) {
        throw new UserInputError(INVALID_INPUT_MESSAGE, { pageAccess: [accessLevelMessages.selfLockout] })
      }
      if (values.name !== before.name) await checkName(tx, values.name, id)
      // The update moves shared_facts_version (trigger): holders get the new flags on their next request.
      await tx
        .update(accessLevelsTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accessLevelsTable.id, id))
      await administration.check('pageAccess')
      await logLevelChange(tx, 'access-level-updated', id, {
        name: before.name,
        ...(values.name !== before.name ? { renamedTo: values.name } : {}),
        ...(values.label !== before.label ? { label: { before: before.label, after: values.label } } : {}),
        pagesTurnedOn: pages.on,
        pagesTurnedOff: pages.off,
        functionsTurnedOn: functions.on,
        functionsTurnedOff: functions.off,
      })
    }),
  )
  return toAdminAccessLevel((await findLevel(db, id))!)
}) satisfies MutationResolvers['updateAccessLevel']

/**
 * Refused for a built-in level, a level someone holds (the message says how many) and, for a
 * non-admin, a level with a flag their current level lacks.
 */
export const deleteAccessLevel = (async ({ id }) => {
  const actor = requireAuth(currentUser())
  return db.transaction(async (tx) => {
    const administration = await guardAdministration(tx, [id])
    const [row] = await tx.select(selection).from(accessLevelsTable).where(eq(accessLevelsTable.id, id))
    if (!row) throw new NotFoundError('Access level not found')
    if (levelHoldsMore(actor, row)) throw new ForbiddenError(staffTrustMessages.levelHoldsMore)
    if (isBuiltIn(row.name)) throw new UserInputError(accessLevelDeleteMessages.builtIn)
    if (row.userCount > 0) throw new UserInputError(accessLevelDeleteMessages.held(row.userCount))
    await tx.delete(accessLevelsTable).where(eq(accessLevelsTable.id, id))
    // A held level is never deleted (above), so this holds today; it keeps holding if that changes.
    await administration.check('id')
    await logLevelChange(tx, 'access-level-deleted', id, {
      name: row.name,
      label: row.label,
      pagesOn: flagsOn(row.pageAccess),
      functionsOn: flagsOn(row.functionAccess),
    })
    return toAdminAccessLevel(row)
  })
}) satisfies MutationResolvers['deleteAccessLevel']

/** The flags turned on and off between two maps (a flag missing from a map is off). */
export function flagChanges(before: Record<string, boolean>, after: Record<string, boolean>) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return {
    on: names.filter((name) => after[name] === true && before[name] !== true),
    off: names.filter((name) => after[name] !== true && before[name] === true),
  }
}

const flagsOn = (map: Record<string, boolean>) => Object.keys(map).filter((name) => map[name] === true)

async function checkName(tx: Executor, name: string, id: number | null) {
  const [taken] = await tx
    .select({ id: accessLevelsTable.id })
    .from(accessLevelsTable)
    .where(id === null ? eq(accessLevelsTable.name, name) : sql`${accessLevelsTable.name} = ${name} and ${accessLevelsTable.id} <> ${id}`)
  if (taken) throw new UserInputError(INVALID_INPUT_MESSAGE, { name: [accessLevelMessages.nameTaken] })
}

async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'access_levels_name_key')) {
      throw new UserInputError(INVALID_INPUT_MESSAGE, { name: [accessLevelMessages.nameTaken] })
    }
    throw error
  }
}

function logLevelChange(
  tx: Executor,
  action: 'access-level-created' | 'access-level-updated' | 'access-level-deleted',
  id: number,
  details: Record<string, unknown>,
) {
  const user = currentUser()
  return writeInfoLog({ action, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: 'access-level', entityId: id, details }, tx)
}
