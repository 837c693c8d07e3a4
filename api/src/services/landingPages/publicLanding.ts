// The landing pages visitors see (docs/product.md, "Landing pages"), for the public page resolver
// (publicPages/publicPages.ts):
//   - a marketing path: its page's published version, or the default document when the path has
//     no row (marketingDefaults.ts);
//   - /{slug} and /{slug}/{code}: the funnel with that slug, its product and its published page,
//     read in one statement. A published page of an open funnel is the page; a closed funnel
//     (closed, or its product inactive) is its page, or an empty one, marked closed (the web shows
//     "closed" and the waitlist form; a page row is written for it the first time, so the form has
//     a page to post to); an open funnel without a published page is no landing page
//     (null: the web falls back to its checkout). No funnel with that slug: 'no-funnel'.
// Title: the page's own title, else the funnel's (or marketing page's) name; description: the page's
// own, else the product's description as plain text (at most 200 characters).
import { eq, sql } from 'drizzle-orm'
import { EMPTY_DOCUMENT, type LandingDocument, type MarketingPath } from '../../../../common/landingPages'
import type { PublicPage } from '../../../../common/publicPages'
import { landingPages, landingPageVersions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { summaryOf } from '../publicPages/policies'
import { landingContent } from './landingContent'
import { MARKETING_DEFAULTS, MARKETING_PAGE_NAMES } from './marketingDefaults'

/** The marketing page at `path`: one statement for the page, then its blocks' (landingContent.ts). */
export async function marketingPublicPage(path: MarketingPath, now = new Date()): Promise<PublicPage> {
  const [row] = await db
    .select({ id: landingPages.id, name: landingPages.name, document: landingPageVersions.document })
    .from(landingPages)
    .leftJoin(landingPageVersions, eq(landingPageVersions.id, landingPages.publishedVersionId))
    .where(eq(landingPages.path, path))
  const document = row?.document ?? MARKETING_DEFAULTS[path]
  const content = await landingContent(db, { pageId: row?.id ?? 0, funnelId: null, closed: false, document }, now)
  return {
    path,
    title: document.root.props.title || row?.name || MARKETING_PAGE_NAMES[path],
    description: document.root.props.description,
    content,
  }
}

/**
 * The page row of a closed funnel that has none, so its waitlist form has a page to post to
 * (landingOptInUrl): an empty draft, never published. Written once, the first time the closed
 * funnel's page is asked for; its id.
 */
async function waitlistPage(funnelId: string, funnelName: string): Promise<number> {
  const [created] = await db
    .insert(landingPages)
    .values({ funnelId, name: funnelName, draft: EMPTY_DOCUMENT })
    .onConflictDoNothing({ target: landingPages.funnelId })
    .returning({ id: landingPages.id })
  if (created) return created.id
  const [existing] = await db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.funnelId, funnelId))
  return existing.id
}

/**
 * Whether a funnel shows a landing page at /{slug}: it has a published page, or it is closed (its
 * waitlist). Over the aliases f (funnels), pr (its product) and p (its landing_pages row, left
 * joined). One rule for the page's lookup here and the click's insert (affiliates/visits.ts).
 */
export const SHOWS_LANDING_PAGE = sql`(not (f.is_open and pr.is_active) or p.published_version_id is not null)`

/** A row of the funnel page's statement (its aliases). */
type FunnelPageRow = {
  funnel_id: string
  funnel_name: string
  is_open: boolean
  shows_landing: boolean
  product_description: string | null
  page_id: number | null
  document: LandingDocument | null
}

/**
 * The landing page of the funnel whose slug is `slug`, answered at `path` (as asked: /{slug} or
 * /{slug}/{code}); null when the funnel is open and has no published page; 'no-funnel' when no
 * funnel has that slug. The lookup is one statement; the blocks' needs at most two more.
 */
export async function funnelPublicPage(slug: string, path: string, now = new Date()): Promise<PublicPage | null | 'no-funnel'> {
  const { rows } = await db.execute<FunnelPageRow>(sql`
    select f.id as funnel_id, f.name as funnel_name, (f.is_open and pr.is_active) as is_open, ${SHOWS_LANDING_PAGE} as shows_landing,
      pr.description as product_description,
      p.id as page_id, v.document
    from funnels f
    join products pr on pr.id = f.product_id
    left join landing_pages p on p.funnel_id = f.id
    left join landing_page_versions v on v.id = p.published_version_id
    where f.slug = ${slug}`)
  const row = rows[0]
  if (!row) return 'no-funnel'
  if (!row.shows_landing) return null
  const document = row.document ?? EMPTY_DOCUMENT
  const pageId = row.page_id ?? (await waitlistPage(row.funnel_id, row.funnel_name))
  const content = await landingContent(db, { pageId, funnelId: row.funnel_id, closed: !row.is_open, document }, now)
  return {
    path,
    title: document.root.props.title || row.funnel_name,
    description: document.root.props.description || summaryOf(row.product_description ?? ''),
    content,
  }
}
