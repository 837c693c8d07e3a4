// Editing a landing page: saving its draft (a funnel's page is created on its first save),
// publishing the draft as the next version, and restoring a published version into the draft.
// A publish and a restore are each one transaction with their info-log row (who, which page,
// which version); a save is not logged (the builder saves often; the draft names its last editor).
import { and, eq, max, sql } from 'drizzle-orm'
import { landingMessages, type LandingDocument } from '../../../../common/landingPages'
import { funnels, landingPages, landingPageVersions } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import type { MutationResolvers } from '../../types/graphql'
import { checkLandingDocument } from './checkDocument'
import { foundLandingPage } from './pageRecord'

export const draftMessages = {
  onePage: 'Name the page to save: its id or its funnel, not both',
  funnelNotFound: 'Funnel not found',
}

/** The page's row as the writes need it, locked for the transaction; NotFoundError when there is none. */
async function lockedPage(tx: Executor, id: number) {
  const [page] = await tx
    .select({
      id: landingPages.id,
      funnelId: landingPages.funnelId,
      path: landingPages.path,
      draft: landingPages.draft,
      // The draft is the published document, compared as jsonb (key order and spacing do not count).
      unchanged: sql<boolean>`exists (select 1 from landing_page_versions v where v.id = "landing_pages"."published_version_id" and v.document = "landing_pages"."draft")`,
    })
    .from(landingPages)
    .where(eq(landingPages.id, id))
    .for('update')
  if (!page) throw new NotFoundError(landingMessages.notFound)
  return page
}

/** The info-log row of a publish or a restore: who (and the admin behind an impersonated session), which page, which version. */
function logPageChange(tx: Executor, action: 'landing-page-published' | 'landing-page-restored', page: { id: number; funnelId: string | null; path: string | null }, version: number) {
  const user = currentUser()
  return writeInfoLog(
    {
      action,
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: 'landing_page',
      entityId: page.id,
      details: { version, funnelId: page.funnelId, path: page.path },
    },
    tx,
  )
}

export const saveLandingPageDraft = (async ({ id, funnelId, document }) => {
  if ((id == null) === (funnelId == null)) throw new UserInputError(draftMessages.onePage, { id: [draftMessages.onePage] })
  const editor = { draftUpdatedAt: new Date(), draftUpdatedById: currentUser()?.id ?? null }
  if (funnelId != null) {
    const [funnel] = await db.select({ id: funnels.id, name: funnels.name }).from(funnels).where(eq(funnels.id, funnelId))
    if (!funnel) throw new NotFoundError(draftMessages.funnelNotFound)
    const draft: LandingDocument = await checkLandingDocument(db, document, funnel.id)
    const [saved] = await db
      .insert(landingPages)
      .values({ funnelId: funnel.id, name: funnel.name, draft, ...editor })
      .onConflictDoUpdate({ target: landingPages.funnelId, set: { draft, ...editor, updatedAt: editor.draftUpdatedAt } })
      .returning({ id: landingPages.id })
    return foundLandingPage(saved.id)
  }
  const [page] = await db.select({ id: landingPages.id, funnelId: landingPages.funnelId }).from(landingPages).where(eq(landingPages.id, id!))
  if (!page) throw new NotFoundError(landingMessages.notFound)
  const draft = await checkLandingDocument(db, document, page.funnelId)
  await db
    .update(landingPages)
    .set({ draft, ...editor, updatedAt: editor.draftUpdatedAt })
    .where(eq(landingPages.id, page.id))
  return foundLandingPage(page.id)
}) satisfies MutationResolvers['saveLandingPageDraft']

export const publishLandingPage = (async ({ id }) => {
  await db.transaction(async (tx) => {
    const page = await lockedPage(tx, id)
    if (page.unchanged) throw new UserInputError(landingMessages.noDraftChanges)
    const [{ last }] = await tx.select({ last: max(landingPageVersions.version) }).from(landingPageVersions).where(eq(landingPageVersions.pageId, id))
    const version = (last ?? 0) + 1
    const [created] = await tx
      .insert(landingPageVersions)
      .values({ pageId: id, version, document: page.draft, publishedById: currentUser()?.id ?? null })
      .returning({ id: landingPageVersions.id })
    await tx.update(landingPages).set({ publishedVersionId: created.id, updatedAt: new Date() }).where(eq(landingPages.id, id))
    await logPageChange(tx, 'landing-page-published', page, version)
  })
  return foundLandingPage(id)
}) satisfies MutationResolvers['publishLandingPage']

export const restoreLandingPageVersion = (async ({ id, version }) => {
  await db.transaction(async (tx) => {
    const page = await lockedPage(tx, id)
    const [restored] = await tx
      .select({ document: landingPageVersions.document })
      .from(landingPageVersions)
      .where(and(eq(landingPageVersions.pageId, id), eq(landingPageVersions.version, version)))
    if (!restored) throw new NotFoundError(landingMessages.unknownVersion)
    const now = new Date()
    await tx
      .update(landingPages)
      .set({ draft: restored.document, draftUpdatedAt: now, draftUpdatedById: currentUser()?.id ?? null, updatedAt: now })
      .where(eq(landingPages.id, id))
    await logPageChange(tx, 'landing-page-restored', page, version)
  })
  return foundLandingPage(id)
}) satisfies MutationResolvers['restoreLandingPageVersion']
