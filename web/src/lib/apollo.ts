// The one Apollo client of the app. Headers follow the dbAuth protocol the API checks on every call.
// Loaded only with the screens that run GraphQL (graphqlClient.tsx): never import it from the entry.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type InMemoryCacheConfig } from '@apollo/client'
import { setContext } from '@apollo/client/link/context'
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries'
import { GRAPHQL_URL } from './graphqlEndpoint'

export { GRAPHQL_URL }

/** Operation context flag: `useQuery(Q, { context: { persisted: true } })` sends the query by its hash. */
export type PersistedContext = { persisted?: boolean }

/** Hex SHA-256 of a string with the Web Crypto API (no extra dependency, same digest as the server's). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Options of createApolloClient: where tokens and the current role come from. */
export type ApolloClientOptions = {
  /** The dbAuth token (from `useAuth().getToken`); null when logged out. */
  getToken: () => Promise<string | null> | string | null
  /** The current role id chosen in the avatar menu (e.g. 'member'); null before one is chosen. */
  getCurrentRoleId: () => string | null | undefined
  uri?: string
  cacheConfig?: InMemoryCacheConfig
  /** For tests and SSR; defaults to the global fetch. */
  fetch?: typeof fetch
}

/** Headers for one request: auth-provider always, Authorization and x-current-role when known. */
export async function authHeaders(
  getToken: ApolloClientOptions['getToken'],
  getCurrentRoleId: ApolloClientOptions['getCurrentRoleId'],
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'auth-provider': 'dbAuth' }
  const token = await getToken()
  if (token) headers.authorization = `Bearer ${token}`
  const role = getCurrentRoleId()
  if (role) headers['x-current-role'] = role
  return headers
}

/**
 * An Apollo client for /api/graphql: cache-and-network with network-status notifications by default,
 * dbAuth headers plus the current role on every request, cookies same-origin, and automatic
 * persisted queries only for operations that ask with `context: { persisted: true }` (so the app
 * keeps working against a server without APQ support).
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient<unknown> {
  const { getToken, getCurrentRoleId, uri = GRAPHQL_URL, cacheConfig, fetch: fetchImpl } = options

  const authLink = setContext(async (_, previous) => ({
    headers: { ...previous.headers, ...(await authHeaders(getToken, getCurrentRoleId)) },
  }))
  const httpLink = new HttpLink({ uri, credentials: 'same-origin', fetch: fetchImpl })
  const persistedLink = createPersistedQueryLink({ sha256 })
  const transport = ApolloLink.split(
    (operation) => Boolean((operation.getContext() as PersistedContext).persisted),
    persistedLink.concat(httpLink),
    httpLink,
  )

  return new ApolloClient({
    link: ApolloLink.from([authLink, transport]),
    cache: new InMemoryCache(cacheConfig),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true },
    },
  })
}
