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
import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AFFILIATE_SETTINGS, ATTRIBUTION_COOKIE } from '../../../../common/affiliates'
import { isAppPathSegment } from '../../../../common/appPaths'
import { db } from '../../lib/db'
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

/**
 * Counts the visit a link names, in one statement (the one read of the link and the one write of
 * the click together): the click of the active affiliate (and funnel) the segments name, one row
 * per visitor, link and Manila day (a repeat moves lastAt). /{slug} is an affiliate's main link only
 * when no funnel has that slug (the funnel's page wins). Answers the attribution window's setting
 * (its text, null when unset) when a click was counted, and whether the page could be a landing
 * page (a funnel's published page, or a closed funnel's waitlist): when it cannot, the server's
 * HTML needs no second statement to know it (a click stays one statement). Else nothing.
 */
export async function recordVisit(
  segments: [string] | [string, string],
  visitorId: string,
  now = new Date(),
): Promise<{ days: string | null; landingPossible: boolean } | null> {
  const link =
    segments.length === 2
      ? sql`select a.id as affiliate_id, f.id as funnel_id from affiliates a join funnels f on f.slug = ${segments[0]}
            where a.code = ${segments[1]} and a.status = 'active'`
      : sql`select a.id as affiliate_id, null::text as funnel_id from affiliates a
            where a.code = ${segments[0]} and a.status = 'active' and not exists (select 1 from funnels f where f.slug = ${segments[0]})`
  const { rows } = await db.execute<{ days: string | null; landingPossible: boolean }>(sql`
    insert into affiliate_clicks (affiliate_id, funnel_id, visitor_id, day, first_at, last_at)
    select link.affiliate_id, link.funnel_id, ${visitorId}, ${manilaDate(now)}, ${now.toISOString()}, ${now.toISOString()} from (${link}) link
    on conflict on constraint affiliate_clicks_visit_key do update set last_at = excluded.last_at
    returning (select value from settings where name = ${AFFILIATE_SETTINGS.cookieDays}) as "days",
      coalesce((select ${SHOWS_LANDING_PAGE}
        from funnels f join products pr on pr.id = f.product_id left join landing_pages p on p.funnel_id = f.id
        where f.id = affiliate_clicks.funnel_id), false) as "landingPossible"`)
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
