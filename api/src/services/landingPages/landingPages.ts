// The landing-page builder's operations (api/src/graphql/landingPages.sdl.ts; docs/product.md,
// "Landing pages"): the reads here, the writes in drafts.ts, the opt-in list in optIns.ts. What a
// page may hold is common/landingPages.ts; the checks the server adds are checkDocument.ts.
import { eq, isNotNull, sql } from 'drizzle-orm'
import { MARKETING_PATHS } from '../../../../common/landingPages'
import { funnels, landingPages, landingPageVersions, products } from '../../../../db/schema'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import type { QueryResolvers } from '../../types/graphql'
import { checkLandingDocument } from './checkDocument'
import { draftMessages } from './drafts'
import { landingContent } from './landingContent'
import { MARKETING_DEFAULTS, MARKETING_PAGE_NAMES } from './marketingDefaults'
import { foundLandingPage, funnelPage, readLandingPages } from './pageRecord'

export { publishLandingPage, restoreLandingPageVersion, saveLandingPageDraft } from './drafts'
export { landingPageOptIns } from './optIns'

export const funnelLandingPage = (async ({ funnelId }) => {
  const [funnel] = await db.select({ id: funnels.id }).from(funnels).where(eq(funnels.id, funnelId))
  if (!funnel) throw new NotFoundError(draftMessages.funnelNotFound)
  return funnelPage(funnel.id)
}) satisfies QueryResolvers['funnelLandingPage']

export const landingPage = (async ({ id }) => foundLandingPage(id)) satisfies QueryResolvers['landingPage']

/**
 * Writes the rows of marketing paths that have none (a database whose rows were removed, or a
 * test's), as migration 0026 does: the default document as draft and as published version 1.
 */
async function ensureMarketingPages(missing: string[]) {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(landingPages)
      .values(missing.map((path) => ({ path, name: MARKETING_PAGE_NAMES[path as keyof typeof MARKETING_PAGE_NAMES], draft: MARKETING_DEFAULTS[path as keyof typeof MARKETING_DEFAULTS] })))
      .onConflictDoNothing({ target: landingPages.path })
      .returning({ id: landingPages.id, draft: landingPages.draft })
    if (!created.length) return
    const versions = await tx
      .insert(landingPageVersions)
      .values(created.map((page) => ({ pageId: page.id, version: 1, document: page.draft })))
      .returning({ id: landingPageVersions.id, pageId: landingPageVersions.pageId })
    for (const version of versions) await tx.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, version.pageId))
  })
}

export const marketingPages = (async () => {
  let pages = await readLandingPages(isNotNull(landingPages.path))
  const missing = MARKETING_PATHS.filter((path) => !pages.some((page) => page.path === path))
  if (missing.length) {
    await ensureMarketingPages(missing)
    pages = await readLandingPages(isNotNull(landingPages.path))
  }
  const order = (path: string | null) => MARKETING_PATHS.indexOf(path as (typeof MARKETING_PATHS)[number])
  return pages.filter((page) => order(page.path) >= 0).sort((a, b) => order(a.path) - order(b.path))
}) satisfies QueryResolvers['marketingPages']

export const landingPagePreview = (async ({ funnelId, document }) => {
  let closed = false
  if (funnelId != null) {
    const [funnel] = await db
      .select({ id: funnels.id, isOpen: sql<boolean>`(${funnels.isOpen} and ${products.isActive})` })
      .from(funnels)
      .innerJoin(products, eq(products.id, funnels.productId))
      .where(eq(funnels.id, funnelId))
    if (!funnel) throw new NotFoundError(draftMessages.funnelNotFound)
    closed = !funnel.isOpen
  }
  const checked = await checkLandingDocument(db, document, funnelId ?? null)
  return landingContent(db, { pageId: 0, funnelId: funnelId ?? null, closed, document: checked })
}) satisfies QueryResolvers['landingPagePreview']
