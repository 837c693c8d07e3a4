// Who may read which part of a profile: the one place (docs/api.md "Profiles").
//
//   own      the signed-in user reads their whole profile and edits it (not while an admin
//            impersonates them: their password and account stay theirs).
//   staff    a user whose CURRENT access level's pageAccess allows `profile` or `user` reads any
//            profile whole (basic info, social accounts, membership, e-mail), read-only, and
//            also profiles of disabled or archived users.
//   others   anyone signed in reads another active user's public parts: name, profile image,
//            wins, batch and stage. Everything else is null, not merely hidden by the page.
//
// A profile the caller may not read (no such slug, or a disabled or archived user for a
// non-staff caller) answers null, exactly like one that does not exist.
import type { CurrentUser } from '../../../../common/currentUser'

/** The page flags that open every profile, whole, to staff. */
export const STAFF_PROFILE_FLAGS = ['profile', 'user'] as const

export function isProfileStaff(user: CurrentUser | null): boolean {
  return !!user && STAFF_PROFILE_FLAGS.some((flag) => user.pageAccess[flag] === true)
}

export type ProfileView = 'own' | 'staff' | 'public'

/** How `viewer` sees the profile of `ownerId`. */
export function profileView(viewer: CurrentUser, ownerId: number): ProfileView {
  if (viewer.id === ownerId) return 'own'
  return isProfileStaff(viewer) ? 'staff' : 'public'
}
