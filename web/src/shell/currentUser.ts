// The web's view of `redwood { currentUser }`. The API owns the shape (one source of truth), so
// the type is imported from there; only the type crosses the workspace boundary, never code.
import { useAuth } from '../auth'
import type { CurrentUser } from '../../../common/currentUser'

export type { CurrentUser }
export type AccessLevelRef = CurrentUser['accessLevels'][number]

/** The signed-in user, typed; null while loading or when signed out. */
export function useCurrentUser(): CurrentUser | null {
  const { currentUser } = useAuth()
  return (currentUser as CurrentUser | null) ?? null
}
