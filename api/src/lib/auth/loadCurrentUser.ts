// Builds `redwood { currentUser }` (the CurrentUser contract in currentUser.ts) from three parts:
// the user's own row, the user's facts (communityFacts.ts: access levels held and the community
// side, one statement), and the access levels' definitions. A request gets the row from its
// session lookup and the rest from the facts cache (authenticate.ts, userFactsCache.ts);
// loadCurrentUser here reads all three from the database, uncached.
import { and, eq, isNull } from 'drizzle-orm'
import { accessLevels, users } from '../../../../db/schema'
import { db } from '../db'
import { profileImageUrl } from '../../../../common/files.downloads'
import type { CurrentUser } from '../../../../common/currentUser'
import type { RoleId } from '../../../../common/permissions'
import { loadUserFacts, type CommunityFacts } from './communityFacts'

/** Who someone acts as when they ask for no role they hold. */
const DEFAULT_ROLE: RoleId = 'member'

export type AccessLevelRow = {
  id: number
  name: string
  label: string
  pageAccess: Record<string, boolean>
  functionAccess: Record<string, boolean>
}

/**
 * The columns of `users` a request reads: what currentUser shows, whether the account is
 * disabled, and what the facts cache is stamped with (batch, stage, facts version). Never the
 * password hash.
 */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  middleName: users.middleName,
  suffix: users.suffix,
  sex: users.sex,
  birthdate: users.birthdate,
  profileImage: users.profileImage,
  slug: users.slug,
  tribeId: users.tribeId,
  roles: users.roles,
  batchId: users.batchId,
  stageId: users.stageId,
  affiliateTimestamp: users.affiliateTimestamp,
  isFastTrackStudent: users.isFastTrackStudent,
  showReturneeModal: users.showReturneeModal,
  disabledAt: users.disabledAt,
  factsVersion: users.factsVersion,
}

export type CurrentUserRow = Pick<typeof users.$inferSelect, keyof typeof currentUserColumns>

export type CurrentUserOptions = { requestedRole?: string | null; originalUserId?: number | null }

/**
 * The access level acting now: the one named by the request's x-current-role header if the user
 * really holds it; otherwise 'member' if held; otherwise the first (oldest id); null if none.
 */
export function chooseAccessLevel<T extends { name: string }>(held: readonly T[], requested: string | null | undefined): T | null {
  return held.find((level) => level.name === requested) ?? held.find((level) => level.name === DEFAULT_ROLE) ?? held[0] ?? null
}

/** Every access level by id (a handful of rows: one per role). */
export async function loadAccessLevels(): Promise<Map<number, AccessLevelRow>> {
  const rows = await db
    .select({
      id: accessLevels.id,
      name: accessLevels.name,
      label: accessLevels.label,
      pageAccess: accessLevels.pageAccess,
      functionAccess: accessLevels.functionAccess,
    })
    .from(accessLevels)
  return new Map(rows.map((row) => [row.id, row]))
}

/** The current user for `userId`, or null when the user does not exist or is disabled. Uncached. */
export async function loadCurrentUser(userId: number, options: CurrentUserOptions = {}): Promise<CurrentUser | null> {
  const [user] = await db
    .select(currentUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
  if (!user) return null
  const [facts, levels] = await Promise.all([loadUserFacts(user.id), loadAccessLevels()])
  return buildCurrentUser(user, facts.accessLevelIds.map((id) => levels.get(id)!), facts.community, options)
}

/**
 * Assembles currentUser. `held` is ordered by access level id. Only the user's own row and the
 * request's options are copied; `held` and `community` may be shared (cached) and are only read.
 */
export function buildCurrentUser(
  user: CurrentUserRow,
  held: readonly AccessLevelRow[],
  community: CommunityFacts,
  options: CurrentUserOptions = {},
): CurrentUser {
  const current = chooseAccessLevel(held, options.requestedRole)
  const originalUserId = options.originalUserId ?? null
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    suffix: user.suffix,
    sex: user.sex,
    birthdate: user.birthdate,
    // An address the navbar's <img> can load (an upload is served by its download route).
    profileImage: profileImageUrl(user.id, user.profileImage),
    slug: user.slug,
    tribeId: user.tribeId,
    userProfile: {
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName,
      suffix: user.suffix,
      sex: user.sex,
      birthdate: user.birthdate,
    },
    roles: user.roles,
    accessLevels: held.map(({ id, name, label }) => ({ id, name, label })),
    accessLevel: current ? { id: current.id, name: current.name, label: current.label } : null,
    pageAccess: current?.pageAccess ?? {},
    functionAccess: current?.functionAccess ?? {},
    affiliateTimestamp: user.affiliateTimestamp?.toISOString() ?? null,
    isFastTrackStudent: user.isFastTrackStudent,
    showReturneeModal: user.showReturneeModal,
    ...community,
    originalUserId,
    isImpersonating: originalUserId !== null,
  }
}
