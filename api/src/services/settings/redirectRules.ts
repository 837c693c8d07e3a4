// redirectRules, createRedirectRule, updateRedirectRule, deleteRedirectRule
// (api/src/graphql/settings.redirectRules.sdl.ts). The rules of a rule are common/validation/settings.redirectRules.ts;
// the server answers them in lib/security/redirectRules.ts, which notices every change on its own.
//
// A save is refused when the rule would redirect in a loop: its target is its own path, or
// following the active rules from its target leads back to it (any number of steps). The check
// reads the rules inside the write's transaction after locking the table against other writers
// (SHARE ROW EXCLUSIVE: page loads still read it), so two admins saving /a -> /b and /b -> /a at
// the same moment cannot both pass. Statements per write: lock, read the rules, write, info log.
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  findRedirectLoop,
  normalizeRedirectPath,
  redirectRuleMessages,
  redirectRuleSchema,
  redirectStatus,
  redirectTargetPath,
  type RedirectRuleValues,
} from '../../../../common/validation/settings.redirectRules'
import { redirectRules as redirectRulesTable } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { forgetRedirectRules, ownOrigins } from '../../lib/security/redirectRules'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'

type RuleRow = typeof redirectRulesTable.$inferSelect

/** A row as the API answers it: its status code, and DateTime as ISO instants. */
function toRedirectRule(row: RuleRow) {
  return {
    id: row.id,
    fromPath: row.fromPath,
    toUrl: row.toUrl,
    isPermanent: row.isPermanent,
    statusCode: redirectStatus(row.isPermanent),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the list may be sorted by; newest first (then id) breaks ties. */
const sortable = {
  fromPath: redirectRulesTable.fromPath,
  toUrl: redirectRulesTable.toUrl,
  isPermanent: redirectRulesTable.isPermanent,
  isActive: redirectRulesTable.isActive,
  createdAt: redirectRulesTable.createdAt,
  updatedAt: redirectRulesTable.updatedAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').nullish(),
})

/** `text` as the literal part of a LIKE pattern (\, % and _ escaped; Postgres' default escape is \). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const redirectRules = (async (args) => {
  const { search } = parseInput(listArgs, args, 'Invalid redirect rule list request')
  const pattern = search ? `%${likeLiteral(search)}%` : null
  const where = pattern ? or(ilike(redirectRulesTable.fromPath, pattern), ilike(redirectRulesTable.toUrl, pattern)) : undefined
  return paginate(args, {
    sortable,
    defaultSort: [desc(redirectRulesTable.createdAt), desc(redirectRulesTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select().from(redirectRulesTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toRedirectRule),
    count: async () => (await db.select({ total: count() }).from(redirectRulesTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['redirectRules']

/** Locks the table against other writers for this transaction, and reads every rule. */
async function lockedRules(tx: Executor): Promise<RuleRow[]> {
  await tx.execute(sql`lock table ${redirectRulesTable} in share row exclusive mode`)
  return tx.select().from(redirectRulesTable)
}

/**
 * Refuses `rule` (id null when new) with a field message when another rule has its path, or when
 * it would redirect to itself or in a loop through the other active rules.
 */
function checkAgainst(rules: readonly RuleRow[], rule: RedirectRuleValues, id: number | null) {
  const others = rules.filter((other) => other.id !== id)
  const path = normalizeRedirectPath(rule.fromPath)
  if (others.some((other) => normalizeRedirectPath(other.fromPath) === path)) {
    throw new UserInputError(INVALID_INPUT_MESSAGE, { fromPath: [redirectRuleMessages.fromPathTaken] })
  }
  // An inactive rule redirects nobody; switching it on later runs this check again.
  if (!rule.isActive) return
  const origins = ownOrigins()
  if (redirectTargetPath(rule.toUrl, origins) === path) {
    throw new UserInputError(INVALID_INPUT_MESSAGE, { toUrl: [redirectRuleMessages.toUrlSelf] })
  }
  const loop = findRedirectLoop(rule, others.filter((other) => other.isActive), origins)
  if (loop) throw new UserInputError(INVALID_INPUT_MESSAGE, { toUrl: [redirectRuleMessages.toUrlLoop(loop)] })
}

/** The info-log row of a change: what, to which rule, and who (with the admin behind an impersonated session). */
function logChange(tx: Executor, change: 'created' | 'updated' | 'deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    {
      action: `redirect-rule-${change}`,
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: 'redirect_rule',
      entityId: id,
      details,
    },
    tx,
  )
}

/** The rule's fields as the log keeps them. */
const logged = (row: RuleRow) => ({ fromPath: row.fromPath, toUrl: row.toUrl, isPermanent: row.isPermanent, isActive: row.isActive })

/**
 * A rule write, then this process's copy of the rules dropped: the next page load here reads them
 * afresh; other processes are told by the table's change feed (lib/changeFeed.ts).
 */
async function committed<T>(write: Promise<T>): Promise<T> {
  const value = await write
  forgetRedirectRules()
  return value
}

export const createRedirectRule = (async ({ input }) => {
  const values = parseInput(redirectRuleSchema, input)
  return committed(db.transaction(async (tx) => {
    checkAgainst(await lockedRules(tx), values, null)
    const [row] = await tx
      .insert(redirectRulesTable)
      .values({ ...values, createdById: currentUser()?.id ?? null })
      .returning()
    await logChange(tx, 'created', row.id, logged(row))
    return toRedirectRule(row)
  }))
}) satisfies MutationResolvers['createRedirectRule']

const FIELDS = ['fromPath', 'toUrl', 'isPermanent', 'isActive'] as const

export const updateRedirectRule = (async ({ id, input }) => {
  // The fields given (null means not given), each checked by the rule of a new one, before anything opens.
  const given = FIELDS.filter((field) => input[field] !== undefined && input[field] !== null)
  const mask = Object.fromEntries(given.map((field) => [field, true])) as { [K in (typeof FIELDS)[number]]?: true }
  const changes: Partial<RedirectRuleValues> = parseInput(redirectRuleSchema.pick(mask), input)
  return committed(db.transaction(async (tx) => {
    const rules = await lockedRules(tx)
    const before = rules.find((rule) => rule.id === id)
    if (!before) throw new NotFoundError('Redirect rule not found')
    const after: RedirectRuleValues = { ...logged(before), ...changes }
    checkAgainst(rules, after, id)
    const [row] = await tx
      .update(redirectRulesTable)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(redirectRulesTable.id, id))
      .returning()
    await logChange(tx, 'updated', id, { before: logged(before), after: logged(row) })
    return toRedirectRule(row)
  }))
}) satisfies MutationResolvers['updateRedirectRule']

export const deleteRedirectRule = (async ({ id }) =>
  committed(db.transaction(async (tx) => {
    const [row] = await tx.delete(redirectRulesTable).where(eq(redirectRulesTable.id, id)).returning()
    if (!row) throw new NotFoundError('Redirect rule not found')
    // The rule as it was: the log is the only place it still exists.
    await logChange(tx, 'deleted', id, logged(row))
    return toRedirectRule(row)
  }))) satisfies MutationResolvers['deleteRedirectRule']
