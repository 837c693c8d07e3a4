// The affiliate's links and where a public link leads (docs/product.md, "affiliates").
// Links: the main link /{code} and one per open funnel of an active product, /{funnelSlug}/{code},
// each with its clicks (one per visitor per day) and leads: three statements for any number of
// funnels. Targets: /{slug} is a funnel's page when a funnel has that slug, else an affiliate's
// main link, which leads to the main offer (the affiliate-main-offer setting); /{slug}/{code} is
// the funnel through the affiliate's link. A funnel's page is its landing page when it has a
// published one (the public page answers /{slug} itself), else its checkout.
import { and, asc, eq, sql } from 'drizzle-orm'
import { affiliateClicks, funnels, leads, products } from '../../../../db/schema'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { activeAffiliateByCode } from './codes'
import { callerAffiliate } from './joining'
import { affiliateSettings } from './settings'

export const MAIN_LINK_NAME = 'Main link'

/** Where a funnel's own page leads for now: its checkout (closed funnels say so there). */
const funnelPagePath = (funnel: { id: string; isOpen: boolean }) => (funnel.isOpen ? `/checkout/${encodeURIComponent(funnel.id)}` : '/checkout/closed')

type CountRow = { funnelId: string | null; count: number }

export const affiliateLinks = (async () => {
  const affiliate = await callerAffiliate()
  const [open, clicks, leadCounts] = await Promise.all([
    db
      .select({ id: funnels.id, name: funnels.name, slug: funnels.slug })
      .from(funnels)
      .innerJoin(products, eq(products.id, funnels.productId))
      .where(and(eq(funnels.isOpen, true), eq(products.isActive, true)))
      .orderBy(asc(funnels.name), asc(funnels.id)),
    db
      .select({ funnelId: affiliateClicks.funnelId, count: sql<number>`count(*)::int` })
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliate.id))
      .groupBy(affiliateClicks.funnelId),
    db
      .select({ funnelId: leads.funnelId, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.affiliateId, affiliate.id))
      .groupBy(leads.funnelId),
  ])
  const countOf = (rows: CountRow[], funnelId: string | null) => rows.find((row) => row.funnelId === funnelId)?.count ?? 0
  const link = (funnelId: string | null, name: string, path: string) => ({
    funnelId,
    name,
    path,
    clicks: countOf(clicks, funnelId),
    leads: countOf(leadCounts, funnelId),
  })
  return [
    link(null, MAIN_LINK_NAME, `/${affiliate.code}`),
    ...open.map((funnel) => link(funnel.id, funnel.name, `/${funnel.slug}/${affiliate.code}`)),
  ]
}) satisfies QueryResolvers['affiliateLinks']

/** The funnel whose slug is `slug` (and whether it has a published landing page), or null. */
async function funnelBySlug(slug: string) {
  const [funnel] = await db
    .select({
      id: funnels.id,
      slug: funnels.slug,
      isOpen: funnels.isOpen,
      hasPage: sql<boolean>`exists (select 1 from landing_pages p where p.funnel_id = "funnels"."id" and p.published_version_id is not null)`,
    })
    .from(funnels)
    .where(eq(funnels.slug, slug))
  return funnel ?? null
}

export type LinkTarget = { kind: 'funnel' | 'affiliate'; funnelId: string | null; path: string }

/**
 * Where the public catch-all /{slug} or /{slug}/{code} leads (docs/product.md, "affiliates",
 * resolution order), or null when it names nothing: the not-found page, answered 404 by the server.
 */
export async function linkTarget(slug: string, code: string | null | undefined): Promise<LinkTarget | null> {
  const funnel = await funnelBySlug(slug)
  if (code != null) {
    // A funnel's link with a code no active affiliate holds still shows the funnel: the visitor
    // came for the offer.
    if (!funnel) return null
    const affiliate = await activeAffiliateByCode(db, code)
    return { kind: affiliate ? 'affiliate' : 'funnel', funnelId: funnel.id, path: funnelPagePath(funnel) }
  }
  if (funnel) return { kind: 'funnel', funnelId: funnel.id, path: funnelPagePath(funnel) }
  const affiliate = await activeAffiliateByCode(db, slug)
  if (!affiliate) return null
  const { mainOffer } = await affiliateSettings()
  // The main offer is a path; when it names a funnel's page, go straight to that funnel's page.
  // A funnel with a published landing page is shown its page (/{slug}), else its checkout.
  const offerFunnel = /^\/[^/?#]+$/.test(mainOffer) ? await funnelBySlug(mainOffer.slice(1)) : null
  return offerFunnel
    ? { kind: 'affiliate', funnelId: offerFunnel.id, path: offerFunnel.hasPage ? `/${offerFunnel.slug}` : funnelPagePath(offerFunnel) }
    : { kind: 'affiliate', funnelId: null, path: mainOffer }
}

export const affiliateLinkTarget = (({ slug, code }) => linkTarget(slug, code)) satisfies QueryResolvers['affiliateLinkTarget']
