// Builds `redwood { currentUser }` (the CurrentUser contract in currentUser.ts) for one user in a
// fixed, small number of queries: the user row, their access levels, and the community facts.
import { and, eq, isNull } from 'drizzle-orm'
import { accessLevels, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../db'
import type { CurrentUser } from '../../../../common/currentUser'
import { loadCommunityFacts } from './communityFacts'

type AccessLevelRow = { id: number; name: string; label: string; pageAccess: Record<string, boolean>; functionAccess: Record<string, boolean> }

/**
 * The access level acting now: the one named by the request's x-current-role header if the user
 * really holds it; otherwise 'member' if held; otherwise the first (oldest id); null if none.
 */
export function chooseAccessLevel<T extends { name: string }>(held: T[], requested: string | null | undefined): T | null {
  return held.find((level) => level.name === requested) ?? held.find((level) => level.name === 'member') ?? held[0] ?? null
}

/** The current user for `userId`, or null when the user does not exist or is disabled. */
export async function loadCurrentUser(
  userId: number,
  options: { requestedRole?: string | null; originalUserId?: number | null } = {},
): Promise<CurrentUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
  if (!user) return null

  const [held, community] = await Promise.all([
    db
      .select({
        id: accessLevels.id,
        name: accessLevels.name,
        label: accessLevels.label,
        pageAccess: accessLevels.pageAccess,
        functionAccess: accessLevels.functionAccess,
      })
      .from(userAccessLevels)
      .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
      .where(eq(userAccessLevels.userId, userId))
      .orderBy(accessLevels.id) as Promise<AccessLevelRow[]>,
    loadCommunityFacts(user),
  ])
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
    profileImage: user.profileImage,
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
