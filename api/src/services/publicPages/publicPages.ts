// Which public page a path is: the one resolver the server's HTML (its title and social tags) and
// GET /api/public-page share, so a crawler and the app see the same page. Paths that are no public
// page of this kind answer null (the app shell as usual).
import { isAppPathSegment } from '../../../../common/appPaths'
import { isMarketingPath, type MarketingPath } from '../../../../common/landingPages'
import type { PublicPage } from '../../../../common/publicPages'
import { cachedFunnelPublicPage } from '../landingPages/landingPageCache'
import { marketingPublicPage } from '../landingPages/publicLanding'
import { linkTarget } from '../affiliates/links'
import { linkSegments } from '../affiliates/visits'
import { isPolicyName, policyPage } from './policies'
import { TRAINING_TRACKS } from '../../../../common/validation/training'
import { trainingLanding, trainingPage } from './training'

/**
 * The public page at `pathname` (no query), or null. Order: the policy and free-training pages, a
 * marketing path's landing page, then /{slug} and /{slug}/{code} when the slug is a funnel's that
 * has a landing page (or is closed): services/landingPages/publicLanding.ts.
 */
export async function publicPageFor(pathname: string): Promise<PublicPage | null> {
  const name = pathname.replace(/^\/+|\/+$/g, '')
  if (isPolicyName(name)) return policyPage(name)
  if (name === 'free-training') return trainingLanding()
  // free-training-beginner, free-training-beginner/2 (the part; the router's {id:Int}).
  const training = /^free-training-([a-z]+)(?:\/(\d{1,3}))?$/.exec(name)
  const track = TRAINING_TRACKS.find((known) => known === training?.[1])
  if (training && track) return trainingPage(track, training[2] ? Number(training[2]) : 1, `/${name}`)
  if (isMarketingPath(`/${name}`)) return marketingPublicPage(`/${name}` as MarketingPath)
  const segments = linkSegments(`/${name}`)
  if (!segments) return null
  const page = await cachedFunnelPublicPage(segments[0], `/${segments.join('/')}`)
  return page === 'no-funnel' ? null : page
}

/** The Cache-Control of the pages isAffiliateLinkPath names, as JSON (GET /api/public-page) and as HTML (server.ts). */
export const PRIVATE_PAGE_CACHE = 'private, no-store'

/**
 * True for a page that must never be kept by a shared cache: one reached through an affiliate's
 * link (/{slug}/{code}), whose address names the affiliate (and whose load counts their click).
 */
export function isAffiliateLinkPath(pathname: string): boolean {
  return linkSegments(pathname)?.length === 2
}

/**
 * The status of a page load at `pathname` that no file answered: 404 when only the catch-all links
 * (/{slug}, /{slug}/{code}) could answer it and it names no funnel or affiliate (or is deeper than
 * they go), so a crawler and a monitor see the not-found page the app shows as one; 200 otherwise.
 * `linkCounted`: the visit hook already counted a click of this link (it exists: no lookup).
 */
export async function pageLoadStatus(pathname: string, linkCounted: boolean): Promise<200 | 404> {
  const first = pathname.split('/').find(Boolean)
  if (!first) return 200
  try {
    if (isAppPathSegment(decodeURIComponent(first))) return 200
  } catch {
    return 404
  }
  const segments = linkSegments(pathname)
  if (!segments) return 404
  if (linkCounted) return 200
  try {
    return (await linkTarget(segments[0], segments[1] ?? null)) ? 200 : 404
  } catch {
    // The database cannot answer: serve the app, which says what it can (a status is no reason to fail the page).
    return 200
  }
}
