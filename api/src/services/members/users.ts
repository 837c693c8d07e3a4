// user(id) and hideReturneeModal.
import { eq, sql } from 'drizzle-orm'
import { accessLevels, userAccessLevels, users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import type { CurrentUser } from '../../../../common/currentUser'
import type { PageFlag } from '../../../../common/permissions'
import { chooseAccessLevel } from '../../lib/auth/loadCurrentUser'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { MutationResolvers, QueryResolvers, UserAccessLevel } from '../../types/graphql'

/** Page flags that let a role read any user (the members list and the user detail page). */
const USER_READER_PAGES: readonly PageFlag[] = ['user', 'users']

/** Row rule of user(id): oneself, or a role whose pageAccess has user or users. */
export function canReadUser(viewer: CurrentUser, userId: number): boolean {
  return viewer.id === userId || USER_READER_PAGES.some((page) => viewer.pageAccess[page] === true)
}

export const user = (async ({ id }) => {
  const viewer = requireAuth(currentUser())
  // Refused and missing look the same (null), so nobody can probe which ids exist.
  if (!canReadUser(viewer, id)) return null

  // One query: the row and its access levels aggregated (ordered by id, as loadCurrentUser does).
  // The correlation is spelled "users"."id": Drizzle writes a lone-table column unqualified,
  // which inside the subquery would bind to access_levels.id instead.
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
      suffix: users.suffix,
      sex: users.sex,
      birthdate: users.birthdate,
      accessLevels: sql<UserAccessLevel[]>`coalesce((
        select json_agg(json_build_object('id', al.id, 'name', al.name, 'label', al.label) order by al.id)
        from ${userAccessLevels} ual join ${accessLevels} al on al.id = ual.access_level_id
        where ual.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, id))
  if (!row) return null

  // Reading oneself answers the role acting now; anyone else has no "current" role from here.
  const acting = viewer.id === row.id ? viewer.accessLevel : chooseAccessLevel(row.accessLevels, null)
  return {
    ...row,
    accessLevel: acting?.name ?? null,
    userProfile: {
      firstName: row.firstName,
      lastName: row.lastName,
      middleName: row.middleName,
      suffix: row.suffix,
      sex: row.sex,
      birthdate: row.birthdate,
    },
  }
}) satisfies QueryResolvers['user']

/**
 * The session's user (while impersonating, the member being impersonated: the modal is theirs
 * and the admin is looking at their screen); never the impersonating admin's own row, and never
 * a user named by the client.
 */
export const hideReturneeModal = (async () => {
  const me = requireAuth(currentUser())
  await db.update(users).set({ showReturneeModal: false, updatedAt: new Date() }).where(eq(users.id, me.id))
  return true
}) satisfies MutationResolvers['hideReturneeModal']
