// The redirect rules of /redirect-rules, answered by the server BEFORE the app loads: a Fastify
// onRequest hook (installed in server.ts) that sends GET/HEAD requests for a rule's path to its
// target with 301 (permanent) or 302 (temporary), keeping the visitor's query string. /api and
// the built files (/assets) are never redirected. Under `yarn rw dev` the Vite server serves the
// pages and asks this hook about each page load (web/vite.redirects.ts), so rules apply there too.
//
// Cache: the active rules are kept per process. On PostgreSQL each process is told of every change
// (lib/changeFeed.ts: a trigger's NOTIFY, one LISTENing connection per process), so while that feed is
// up a page load reads nothing for the rules. Without it (the embedded database, or while the
// feed's connection is down) the copy is checked against the table on every request the hook
// handles, with ONE cheap statement: a fingerprint of the table (its row count and an md5 over every
// row's id and xmin, the id of the transaction that last wrote the row). Either way any insert,
// update or delete, whoever writes (the admin page in any process, the seed, psql), applies on the
// very next request everywhere. Why not a TTL: a few seconds in which processes disagree about the
// rules is a few seconds in which two of them could bounce a visitor between an old and a new rule.
import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  findRedirectLoop,
  normalizeRedirectPath,
  redirectStatus,
  redirectTargetPath,
} from '../../../../common/validation/settings.redirectRules'
import { db } from '../db'
import { logger } from '../logger'
import { DEFAULT_APP_ORIGIN, parseOrigins } from './edgeSettings'
import { REDIRECT_RULES_CHANNEL, serverFeed } from '../changeFeed'

/** The site's own origins (APP_ORIGIN): an absolute target on one of them is a path on this site. */
export function ownOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return parseOrigins(env.APP_ORIGIN || DEFAULT_APP_ORIGIN)
}

type ActiveRule = { fromPath: string; toUrl: string; status: 301 | 302 }
type Cache = { version: string; rules: Map<string, ActiveRule> }

let cache: Cache | undefined
/** The change feed, while a server runs one (watchRedirectRules). */
const feed = serverFeed(REDIRECT_RULES_CHANNEL, () => forgetRedirectRules())
/** Moves on every change the feed reports: rules read before a change are not kept after it. */
let generation = 0

/** The table's fingerprint: moves with every insert, update and delete (see the top of the file). */
async function tableVersion(): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`
    select count(*)::text || '.' || coalesce(md5(string_agg(id::text || ':' || xmin::text, ',' order by id)), '') as "version"
    from redirect_rules`)
  return result.rows[0].version
}

/**
 * The active rules by normalized from path. A rule that would loop (possible only if it was
 * written around the service, which refuses loops) is left out, and said so in the log.
 */
async function loadRules(): Promise<Map<string, ActiveRule>> {
  const result = await db.execute<{ fromPath: string; toUrl: string; isPermanent: boolean }>(sql`
    select from_path as "fromPath", to_url as "toUrl", is_permanent as "isPermanent"
    from redirect_rules where is_active`)
  const active = result.rows
  const origins = ownOrigins()
  const rules = new Map<string, ActiveRule>()
  for (const rule of active) {
    const loop = findRedirectLoop(rule, active, origins)
    if (loop) {
      logger.warn({ fromPath: rule.fromPath, loop }, 'redirect rule skipped: it would redirect in a loop')
      continue
    }
    rules.set(normalizeRedirectPath(rule.fromPath), { fromPath: rule.fromPath, toUrl: rule.toUrl, status: redirectStatus(rule.isPermanent) })
  }
  return rules
}

/** The active rules, current as of this call: nothing read while the change feed is trusted and the
 *  copy is kept; else one statement, plus the rules when they changed. */
export async function activeRedirectRules(): Promise<Map<string, ActiveRule>> {
  if (feed.trusted()) {
    if (cache) return cache.rules
    const before = generation
    const rules = await loadRules()
    // A change reported while reading: keep nothing, the next request reads again.
    if (generation === before && feed.trusted()) cache = { version: 'listened', rules }
    return rules
  }
  const version = await tableVersion()
  if (cache?.version !== version) {
    // Read after the version: under read committed the rules are at least as new as it (at worst
    // newer, and the next request reads them once more).
    cache = { version, rules: await loadRules() }
  }
  return cache.rules
}

/** Drops the process's copy (tests that change the table's contents behind its back). */
export function forgetRedirectRules() {
  cache = undefined
  generation++
}

/** Starts the change feed for this process and stops it when the server closes (lib/changeFeed.ts). */
export const watchRedirectRules = feed.watch

/** The path decoded ('/promo%20a' -> '/promo a'), or as sent when it is not valid percent-encoding. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The Location of `toUrl` for a request with query string `query` ('' for none): the visitor's query is appended. */
export function redirectLocation(toUrl: string, query: string): string {
  const relative = toUrl.startsWith('/')
  // Parsing also percent-encodes what a header may not carry raw (non-ASCII in a path).
  const url = new URL(toUrl, 'http://relative.invalid')
  if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}

/** The origin the request was sent to ('http://localhost:80' -> 'http://localhost'); '' when the Host is not one. */
function requestOrigin(req: FastifyRequest): string {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin
  } catch {
    return ''
  }
}

const SKIPPED_PREFIXES = ['/api/', '/assets/']

/** Fastify onRequest hook: answers an active rule's redirect for GET/HEAD of a page path. */
export function redirectRulesHook() {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return
    const queryAt = req.url.indexOf('?')
    const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
    const query = queryAt === -1 ? '' : req.url.slice(queryAt + 1)
    if (rawPath === '/api' || SKIPPED_PREFIXES.some((prefix) => rawPath.startsWith(prefix))) return

    let rules: Map<string, ActiveRule>
    try {
      rules = await activeRedirectRules()
    } catch (error) {
      // The app must still load when the rules cannot be read (the database is slow or down).
      req.log.error({ err: error }, 'redirect rules unavailable: serving without them')
      return
    }
    if (rules.size === 0) return
    const path = normalizeRedirectPath(decodePath(rawPath))
    const rule = rules.get(path)
    if (!rule) return
    // Never an answer that points at the address just asked for (an absolute URL naming this
    // host under another name than APP_ORIGIN, which the save-time check could not know).
    const target = redirectTargetPath(rule.toUrl, [...ownOrigins(), requestOrigin(req)])
    if (target === path) return
    return reply.redirect(redirectLocation(rule.toUrl, query), rule.status)
  }
}
