// The staff trust model: what a member of staff may do to another account, and which access
// they may hand out. One home for the rule, used by every service that changes a person, a
// level or a file's reach (members, archived users, merge, import, access levels,
// impersonation); docs/security.md "Staff trust" explains it.
//
//   - An admin (the `admin` user role) may act on anyone and grant anything.
//   - Anyone else may act on an account only when it holds no more than they do: an account holds
//     more when it has the admin role, or when any of its access levels allows a flag that the
//     actor's CURRENT level does not (the level they act as now, whose flags the directives check).
//     Acting on oneself is always allowed here; services refuse the self-harm cases themselves
//     (disabling yourself, dropping your own admin role, merging into yourself).
//   - Access levels and the admin role are granted (or taken away) only by an admin. Two
//     exceptions by design: enrolment may add member-side levels (levels that allow no flag at all:
//     member, non-member, affiliate), which open no staff page, whoever enrols; and a member making
//     themself an affiliate (the affiliate programme).
//   - Nobody but an admin acts on their own money or enrolment: the payment desk cannot add,
//     change, approve or revoke rows of its own bills, and enrolment staff cannot enrol, subscribe
//     or unsubscribe themselves (acting on oneself is otherwise allowed by the rule above).
//   - A level's flags: only an admin, or someone whose current level allows the flag, switches a
//     flag on (on a new level or an existing one, the one they act as included); and only an
//     admin changes or deletes a level that allows a flag the actor's current level lacks (the
//     Admin level tribe-team-ro, for one). Switching off what they hold is anyone's with the page.
// Only the flags of common/permissions.ts count: another key in a level's map opens nothing.
import { inArray, eq } from 'drizzle-orm'
import { accessLevels, userAccessLevels, users } from '../../../../db/schema'
import { ADMIN_ROLE, isFunctionFlag, isPageFlag } from '../../../../common/permissions'
import type { CurrentUser } from '../../../../common/currentUser'
import { db, type Executor } from '../db'
import { ForbiddenError } from '../errors'

const list = (names: readonly string[]) => names.join(', ')

export const staffTrustMessages = {
  holdsMore: 'This account has access you do not have, so you cannot change it. Ask an admin.',
  grantLevels: 'Only an admin can change access levels or the admin role. Ask an admin.',
  ownMoney: 'You cannot enrol yourself or change, approve or revoke your own payments. Ask another member of staff.',
  levelHoldsMore: 'This access level has access you do not have, so you cannot change or delete it. Ask an admin.',
  flagsNotHeld: (flags: readonly string[]) =>
    `Only an admin, or someone whose current access level has it, can switch on: ${list(flags)}. Switch ${flags.length === 1 ? 'it' : 'them'} off, or ask an admin.`,
  grantStaffLevels: (names: readonly string[]) =>
    `Only an admin can give access levels that open staff pages: ${list(names)}. Leave ${names.length === 1 ? 'it' : 'them'} out, or ask an admin.`,
} as const

export const isAdmin = (user: Pick<CurrentUser, 'roles'>): boolean => user.roles.includes(ADMIN_ROLE)

type FlagMaps = { pageAccess: Record<string, boolean> | null; functionAccess: Record<string, boolean> | null }

/** 'page:x' / 'function:x' for every flag of common/permissions.ts a level's two maps allow. */
export function flagsOf(level: FlagMaps): Set<string> {
  const flags = new Set<string>()
  for (const [name, allowed] of Object.entries(level.pageAccess ?? {})) if (allowed === true && isPageFlag(name)) flags.add(`page:${name}`)
  for (const [name, allowed] of Object.entries(level.functionAccess ?? {})) if (allowed === true && isFunctionFlag(name)) flags.add(`function:${name}`)
  return flags
}

/** A flag's name without its kind ('page:users' -> 'users'): page and function names never clash. */
const nameOf = (flag: string) => flag.slice(flag.indexOf(':') + 1)

/** The flags the actor's current level allows: what the directives let them do right now. */
export const actorFlags = (actor: CurrentUser): Set<string> => flagsOf({ pageAccess: actor.pageAccess, functionAccess: actor.functionAccess })

export type Holdings = { isAdmin: boolean; flags: Set<string> }

/** What each account holds: the admin role and the union of its levels' flags. Two statements. */
export async function loadHoldings(userIds: number[], executor: Executor = db): Promise<Map<number, Holdings>> {
  const holdings = new Map<number, Holdings>()
  if (!userIds.length) return holdings
  const ids = [...new Set(userIds)]
  for (const row of await executor.select({ id: users.id, roles: users.roles }).from(users).where(inArray(users.id, ids))) {
    holdings.set(row.id, { isAdmin: row.roles.includes(ADMIN_ROLE), flags: new Set() })
  }
  const levels = await executor
    .select({ userId: userAccessLevels.userId, pageAccess: accessLevels.pageAccess, functionAccess: accessLevels.functionAccess })
    .from(userAccessLevels)
    .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
    .where(inArray(userAccessLevels.userId, ids))
  for (const level of levels) {
    const held = holdings.get(level.userId)
    if (held) for (const flag of flagsOf(level)) held.flags.add(flag)
  }
  return holdings
}

/** True when `target` holds more than the actor may touch (see the rule above). */
export function holdsMore(actor: CurrentUser, targetId: number, target: Holdings | undefined): boolean {
  if (isAdmin(actor) || targetId === actor.id || !target) return false
  if (target.isAdmin) return true
  const mine = actorFlags(actor)
  return [...target.flags].some((flag) => !mine.has(flag))
}

/** The ids among `targetIds` the actor may not act on. */
export async function accountsBeyondReach(actor: CurrentUser, targetIds: number[], executor: Executor = db): Promise<number[]> {
  if (isAdmin(actor)) return []
  const holdings = await loadHoldings(targetIds, executor)
  return [...new Set(targetIds)].filter((id) => holdsMore(actor, id, holdings.get(id)))
}

/** Throws ForbiddenError when any of the accounts holds more than the actor (see the rule above). */
export async function assertMayActOn(actor: CurrentUser, targetIds: number | number[], executor: Executor = db): Promise<void> {
  const beyond = await accountsBeyondReach(actor, Array.isArray(targetIds) ? targetIds : [targetIds], executor)
  if (beyond.length) throw new ForbiddenError(staffTrustMessages.holdsMore)
}

/** Access levels and the admin role are an admin's to give or take. */
export const mayGrantAccess = (actor: CurrentUser): boolean => isAdmin(actor)

/** Throws ForbiddenError unless the actor may grant access levels and the admin role. */
export function assertMayGrantAccess(actor: CurrentUser): void {
  if (!mayGrantAccess(actor)) throw new ForbiddenError(staffTrustMessages.grantLevels)
}

/**
 * The flags `level` allows that the actor's current level does not, by name (page flags first):
 * what the actor may not switch on. None for an admin.
 */
export function unheldFlags(actor: CurrentUser, level: FlagMaps): string[] {
  if (isAdmin(actor)) return []
  const mine = actorFlags(actor)
  const missing = [...flagsOf(level)].filter((flag) => !mine.has(flag))
  return [...missing.filter((flag) => flag.startsWith('page:')).sort(), ...missing.filter((flag) => flag.startsWith('function:')).sort()].map(nameOf)
}

/** True when `level` allows a flag the actor's current level lacks: only an admin changes or deletes it. */
export const levelHoldsMore = (actor: CurrentUser, level: FlagMaps): boolean => unheldFlags(actor, level).length > 0

/**
 * The names of `levels` the actor may not give where giving levels is part of the job (the enrol
 * screen): for anyone but an admin, every level that allows a flag (a member-side level allows none).
 */
export function levelsBeyondGrant(actor: CurrentUser, levels: readonly (FlagMaps & { name: string })[]): string[] {
  if (isAdmin(actor)) return []
  return levels.filter((level) => flagsOf(level).size > 0).map((level) => level.name)
}

/** Throws ForbiddenError naming the levels the actor may not give (see levelsBeyondGrant). */
export function assertMayGrantLevels(actor: CurrentUser, levels: readonly (FlagMaps & { name: string })[]): void {
  const beyond = levelsBeyondGrant(actor, levels)
  if (beyond.length) throw new ForbiddenError(staffTrustMessages.grantStaffLevels(beyond))
}

/** Throws ForbiddenError when a non-admin acts on their own money or enrolment (`ownerId`: whose bill or enrolment it is). */
export function assertNotOwnMoney(actor: CurrentUser, ownerId: number | null | undefined): void {
  if (!isAdmin(actor) && ownerId === actor.id) throw new ForbiddenError(staffTrustMessages.ownMoney)
}
