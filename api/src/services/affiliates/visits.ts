// A visit through an affiliate link (docs/product.md, "affiliates", Attribution), counted by the
// server when the page loads, before the app does anything: a Fastify onRequest hook that runs
// after the redirect rules (a rule wins over every link). For /{code} and /{funnelSlug}/{code} of
// an active affiliate it records the click (one row per visitor, link and Manila day; a repeat
// only moves lastAt) and sets the first-party attribution cookie, which holds nothing but a random
// visitor id: whom a signup belongs to is decided from the clicks table (attribution.ts), so the
// cookie is a hint that cannot name an affiliate. Cost per visit: one statement, the link's read and
// the click's write together. Bots (by user agent) are not counted. A failure is logged and the
// page loads.
import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AFFILIATE_SETTINGS, ATTRIBUTION_COOKIE } from '../../../../common/affiliates'
import { isAppPathSegment } from '../../../../common/appPaths'
import { preparedStatement } from '../../lib/db'
import { isProduction } from '../../lib/env'
import { manilaDate } from '../../lib/time'
import { SHOWS_LANDING_PAGE } from '../landingPages/publicLanding'
import { attributionDays } from './settings'

/** Sent by the development server (web/vite.redirects.ts) when it asks about a page load with HEAD. */
export const DEV_PAGE_LOAD_HEADER = 'x-tribe-page-load'

/** Crawlers, link previews and scripts: not people following a link. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|embedly|curl|wget|python-requests|httpclient|go-http|okhttp|axios|node-fetch|lighthouse|pingdom|uptime/i

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** The visitor id in a Cookie header, or null (absent, or not one of ours). */
export function readVisitorId(header: string | undefined): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === ATTRIBUTION_COOKIE) {
      const value = part.slice(index + 1).trim()
      return UUID.test(value) ? value.toLowerCase() : null
    }
  }
  return null
}

export function attributionCookie(visitorId: string, days: number): string {
  // Lax: the cookie must travel on the top-level visit from another site (the shared link).
  const parts = [`${ATTRIBUTION_COOKIE}=${visitorId}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${days * 86_400}`]
  if (isProduction) parts.push('Secure')
  return parts.join('; ')
}

/** The decoded segments of a path that may be a link: one or two, the first not the app's own. */
export function linkSegments(url: string): [string] | [string, string] | null {
  const path = url.split(/[?#]/)[0]
  let segments: string[]
  try {
    segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment).toLowerCase())
  } catch {
    return null
  }
  if (segments.length < 1 || segments.length > 2 || isAppPathSegment(segments[0]) || segments[0].includes('.')) return null
  return segments as [string] | [string, string]
}

type Counted = { days: string | null; landingPossible: boolean }

/**
 * The click's statement for a link whose active affiliate (and funnel) `link` finds: the one read of
 * the link and the one write of the click together, one row per visitor, link and Manila day (a
 * repeat moves lastAt), answering the attribution window's setting (its text, null when unset) and
 * whether the page could be a landing page (a funnel's published page, or a closed funnel's
 * waitlist): when it cannot, the server's HTML needs no second statement to know it. Prepared
 * (lib/db.ts preparedStatement): a click is the busiest write, and its planning cost as much as
 * its running.
 */
const clickStatement = (name: string, link: SQL) =>
  preparedStatement<Counted>(
    name,
    sql`insert into affiliate_clicks (affiliate_id, funnel_id, visitor_id, day, first_at, last_at)
      select link.affiliate_id, link.funnel_id, ${sql.placeholder('visitorId')}::uuid, ${sql.placeholder('day')}::date,
        ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz from (${link}) link
      on conflict on constraint affiliate_clicks_visit_key do update set last_at = excluded.last_at
      returning (select value from settings where name = ${AFFILIATE_SETTINGS.cookieDays}) as "days",
        coalesce((select ${SHOWS_LANDING_PAGE}
          from funnels f join products pr on pr.id = f.product_id left join landing_pages p on p.funnel_id = f.id
          where f.id = affiliate_clicks.funnel_id), false) as "landingPossible"`,
  )

/** /{funnelSlug}/{code}: the affiliate and the funnel. */
const funnelLinkClick = clickStatement(
  'affiliate-click-funnel-link',
  sql`select a.id as affiliate_id, f.id as funnel_id from affiliates a join funnels f on f.slug = ${sql.placeholder('first')}
      where a.code = ${sql.placeholder('second')} and a.status = 'active'`,
)

/** /{code}: the affiliate's main link, only when no funnel has that slug (the funnel's page wins). */
const mainLinkClick = clickStatement(
  'affiliate-click-main-link',
  sql`select a.id as affiliate_id, null::text as funnel_id from affiliates a
      where a.code = ${sql.placeholder('first')} and a.status = 'active' and not exists (select 1 from funnels f where f.slug = ${sql.placeholder('first')})`,
)

/**
 * Counts the visit a link names, in one statement (above): answers the attribution window's
 * setting and whether the page could be a landing page when a click was counted, else nothing.
 */
export async function recordVisit(segments: [string] | [string, string], visitorId: string, now = new Date()): Promise<Counted | null> {
  const values = { first: segments[0], second: segments[1], visitorId, day: manilaDate(now), at: now.toISOString() }
  const rows = await (segments.length === 2 ? funnelLinkClick(values) : mainLinkClick(values))
  return rows[0] ?? null
}

/** True for the load of a page (not a script's fetch of the same path). */
function isPageLoad(req: FastifyRequest): boolean {
  const dest = req.headers['sec-fetch-dest']
  return dest ? dest === 'document' : String(req.headers.accept ?? '').includes('text/html')
}

/** Page loads whose counted click proved they are no landing page: a main link, or an open funnel without a published page. */
const plainLinks = new WeakSet<FastifyRequest>()

/** True when this page load's counted click proved it is no landing page (the HTML needs no lookup). */
export const isPlainLink = (req: FastifyRequest) => plainLinks.has(req)

export function affiliateVisitHook() {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const devPageLoad = req.method === 'HEAD' && req.headers[DEV_PAGE_LOAD_HEADER] === '1'
    if ((req.method !== 'GET' && !devPageLoad) || !isPageLoad(req)) return
    const segments = linkSegments(req.url)
    if (!segments || isBot(req.headers['user-agent'])) return
    try {
      const visitorId = readVisitorId(req.headers.cookie) ?? randomUUID()
      const counted = await recordVisit(segments, visitorId)
      if (counted) reply.header('set-cookie', attributionCookie(visitorId, attributionDays(counted.days)))
      if (counted && !counted.landingPossible) plainLinks.add(req)
    } catch (error) {
      req.log.error({ err: error }, 'affiliate visit not counted')
    }
  }
}
