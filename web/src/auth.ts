// The dbAuth web client (the server speaks its protocol at /api/auth), the auth context and the
// typed current user. Like Redwood's src/auth, components import it; it imports only lib/.
import { createAuth, createDbAuthClient } from '@redwoodjs/auth-dbauth-web'
import type { CurrentUser } from '@common/currentUser'
import { GRAPHQL_URL } from '@/lib/graphqlEndpoint'
import { getActiveRoleId } from '@/lib/currentRole'

export type { CurrentUser }

/** The API base (spec: /api); the dbAuth endpoint lives under it. */
export const API_BASE = '/api'

// Passing the URL and `middleware: false` explicitly keeps the client independent of the RWJS_*
// build-time globals Redwood's own bundler would inject.
export const dbAuthClient = createDbAuthClient({ dbAuthUrl: `${API_BASE}/auth`, middleware: false })

/**
 * Redwood's own currentUser fetch, plus the x-current-role header: pageAccess and functionAccess
 * belong to the role the user acts as, so the server must know it when it builds currentUser.
 */
export async function fetchCurrentUser() {
  const token = await dbAuthClient.getToken()
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'auth-provider': dbAuthClient.type,
    authorization: `Bearer ${token}`,
  }
  const role = getActiveRoleId()
  if (role) headers['x-current-role'] = role
  const response = await globalThis.fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({ query: 'query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }' }),
  })
  if (!response.ok) {
    throw new Error(`Could not fetch current user: ${response.statusText} (${response.status})`)
  }
  const { data } = await response.json()
  return data?.redwood?.currentUser
}

// AuthContext is exported for the tests' renderWithProviders, which provides a signed-in (or
// signed-out) state without a server.
export const { AuthContext, AuthProvider, useAuth } = createAuth(dbAuthClient, { useCurrentUser: fetchCurrentUser })

/** The signed-in user, typed by the currentUser contract; null while loading or when signed out. */
export function useCurrentUser(): CurrentUser | null {
  const { currentUser } = useAuth()
  return (currentUser as CurrentUser | null) ?? null
}
