// The settings of the HTTP edge (docs/security.md), read once when the server is created.
// createServer takes overrides so tests can build a production or proxied server in-process.
import { isProduction } from '../env'

export type EdgeSettings = {
  /** Production: HSTS, no introspection, no field suggestions. */
  production: boolean
  /** Origins allowed to call the API from a browser besides the API's own host (APP_ORIGIN). */
  appOrigins: string[]
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY_HOPS). */
  trustProxyHops: number
  /** GraphQL requests one client address may make per minute in one process; 0 = no limit. */
  graphqlRequestsPerMinute: number
}

/** The dev server's and `yarn rw serve`'s own origin (redwood.toml's web port). */
export const DEFAULT_APP_ORIGIN = 'http://localhost:8910'

/**
 * 600 a minute = 10 a second, sustained for a minute. A page of the app makes a handful of
 * requests, and one address can be a whole office or a mobile carrier's NAT (common in the
 * Philippines), so this is far above what people do and far below what floods a process.
 */
export const DEFAULT_GRAPHQL_REQUESTS_PER_MINUTE = 600

export function edgeSettings(overrides: Partial<EdgeSettings> = {}, env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  if (env.TRUST_PROXY !== undefined && env.TRUST_PROXY !== '') {
    // TRUST_PROXY=true trusted every hop, so a client could write its own address. Refuse rather
    // than silently fall back to the proxy's address (which would put every user in one throttle).
    throw new Error('TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS to the number of reverse proxies in front of the server (docs/security.md).')
  }
  return {
    production: isProduction,
    appOrigins: parseOrigins(env.APP_ORIGIN || DEFAULT_APP_ORIGIN),
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY_HOPS', 0),
    graphqlRequestsPerMinute: wholeNumber(env, 'GRAPHQL_RATE_LIMIT_PER_MINUTE', DEFAULT_GRAPHQL_REQUESTS_PER_MINUTE),
    ...overrides,
  }
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`Setting ${name} must be a whole number (0 or more), got "${raw}"`)
  return value
}

/** APP_ORIGIN: comma-separated origins such as https://app.example.com (scheme, host, port; no path). */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL
      try {
        url = new URL(entry)
      } catch {
        throw new Error(`APP_ORIGIN: "${entry}" is not an origin like https://app.example.com`)
      }
      if (url.origin !== entry.replace(/\/$/, '') || !/^https?:$/.test(url.protocol)) {
        throw new Error(`APP_ORIGIN: "${entry}" must be just scheme, host and port, like https://app.example.com`)
      }
      return url.origin
    })
}
