// A landing page as the builder's operations answer it (the SDL's LandingPage): its draft, who saved
// it, the version visitors see and whether the draft differs from it (compared as jsonb in the
// statement), and every published version, newest first. Two statements for any number of pages:
// the pages, and their versions.
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { funnels, landingPages, landingPageVersions, users } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { landingMessages } from '../../../../common/landingPages'

/** A staff member as a page names them: their name, or their e-mail when the name is blank (null when gone). */
export const staffName = (user: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.email})`

export type LandingPageVersionRecord = { version: number; publishedAt: string; publishedBy: string | null }

export type LandingPageRecord = {
  id: number
  funnelId: string | null
  path: string | null
  name: string
  publicPath: string
  draft: unknown
  draftUpdatedAt: string | null
  draftUpdatedBy: string | null
  publishedVersion: number | null
  publishedAt: string | null
  hasUnpublishedChanges: boolean
  versions: LandingPageVersionRecord[]
}

const published = alias(landingPageVersions, 'published')
const editor = alias(users, 'editor')
const publisher = alias(users, 'publisher')

/** The pages `where` selects, with their versions (two statements). */
export async function readLandingPages(where: SQL | undefined, executor: Executor = db): Promise<LandingPageRecord[]> {
  const rows = await executor
    .select({
      id: landingPages.id,
      funnelId: landingPages.funnelId,
      path: landingPages.path,
      pageName: landingPages.name,
      funnelName: funnels.name,
      funnelSlug: funnels.slug,
      draft: landingPages.draft,
      draftUpdatedAt: landingPages.draftUpdatedAt,
      draftUpdatedBy: staffName(editor),
      publishedVersion: published.version,
      publishedAt: published.publishedAt,
      hasUnpublishedChanges: sql<boolean>`(${published.id} is null or ${landingPages.draft} <> ${published.document})`,
    })
    .from(landingPages)
    .leftJoin(funnels, eq(funnels.id, landingPages.funnelId))
    .leftJoin(editor, eq(editor.id, landingPages.draftUpdatedById))
    .leftJoin(published, eq(published.id, landingPages.publishedVersionId))
    .where(where)
  if (!rows.length) return []
  const versions = await executor
    .select({ pageId: landingPageVersions.pageId, version: landingPageVersions.version, publishedAt: landingPageVersions.publishedAt, publishedBy: staffName(publisher) })
    .from(landingPageVersions)
    .leftJoin(publisher, eq(publisher.id, landingPageVersions.publishedById))
    .where(
      inArray(
        landingPageVersions.pageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(landingPageVersions.version))
  return rows.map((row) => ({
    id: row.id,
    funnelId: row.funnelId,
    path: row.path,
    name: row.funnelName ?? row.pageName,
    publicPath: row.path ?? `/${row.funnelSlug ?? ''}`,
    draft: row.draft,
    draftUpdatedAt: row.draftUpdatedAt?.toISOString() ?? null,
    draftUpdatedBy: row.draftUpdatedBy,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges: Boolean(row.hasUnpublishedChanges),
    versions: versions.filter((version) => version.pageId === row.id).map(({ version, publishedAt, publishedBy }) => ({ version, publishedAt: publishedAt.toISOString(), publishedBy })),
  }))
}

/** The page with this id, or null. */
export async function findLandingPage(id: number, executor: Executor = db): Promise<LandingPageRecord | null> {
  return (await readLandingPages(eq(landingPages.id, id), executor))[0] ?? null
}

/** The page with this id, or NotFoundError. */
export async function foundLandingPage(id: number, executor: Executor = db): Promise<LandingPageRecord> {
  const page = await findLandingPage(id, executor)
  if (!page) throw new NotFoundError(landingMessages.notFound)
  return page
}

/** The funnel's page, or null. */
export async function funnelPage(funnelId: string, executor: Executor = db) {
  return (await readLandingPages(eq(landingPages.funnelId, funnelId), executor))[0] ?? null
}
