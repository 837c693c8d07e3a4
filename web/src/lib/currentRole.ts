// The role a user acts as: one of their access levels, chosen in the avatar menu. It is kept in
// localStorage so it survives reloads, but only for 30 days: a role chosen long ago (or one the
// user has since lost) must not silently come back. Framework-free: auth.ts and the Apollo client
// read the active role from here, and the CurrentRoleProvider writes it.
import type { CurrentUser } from '@common/currentUser'

export const CURRENT_ROLE_KEY = 'currentRole'
export const SAVED_ROLE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export type SavedRole = { id: string; savedAt: number }

export function readSavedRole(storage: Storage = localStorage): SavedRole | null {
  try {
    const parsed = JSON.parse(storage.getItem(CURRENT_ROLE_KEY) ?? 'null') as unknown
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as SavedRole).id === 'string' &&
      typeof (parsed as SavedRole).savedAt === 'number'
    ) {
      return parsed as SavedRole
    }
  } catch {
    // A hand-edited or corrupt value is treated as no choice at all.
  }
  return null
}

export function saveRole(id: string, now = Date.now(), storage: Storage = localStorage): SavedRole {
  const saved = { id, savedAt: now }
  storage.setItem(CURRENT_ROLE_KEY, JSON.stringify(saved))
  return saved
}

/**
 * The saved role if still held and under 30 days old; otherwise 'member' if held; otherwise the
 * first access level; null for a user with no access level at all.
 */
export function resolveCurrentRole(
  accessLevels: Pick<CurrentUser['accessLevels'][number], 'name'>[],
  saved: SavedRole | null,
  now = Date.now(),
): string | null {
  const held = accessLevels.map((level) => level.name)
  if (saved && held.includes(saved.id) && now - saved.savedAt < SAVED_ROLE_MAX_AGE_MS) {
    return saved.id
  }
  if (held.includes('member')) return 'member'
  return held[0] ?? null
}

/** The role id to send as x-current-role before the user is known (first request of a visit). */
export function savedRoleHeader(now = Date.now(), storage: Storage = localStorage): string | null {
  const saved = readSavedRole(storage)
  if (!saved || now - saved.savedAt >= SAVED_ROLE_MAX_AGE_MS) return null
  return saved.id
}

// The role id sent as `x-current-role` on every API call (Apollo and the currentUser fetch). It
// lives outside React so both clients read the same value synchronously at request time; the
// CurrentRoleProvider keeps it in step with the role shown in the avatar menu.
let activeRoleId: string | null = typeof localStorage === 'undefined' ? null : savedRoleHeader()

export const getActiveRoleId = () => activeRoleId

export function setActiveRoleId(id: string | null) {
  activeRoleId = id
}
