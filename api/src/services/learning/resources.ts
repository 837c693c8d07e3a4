// The member's resources (/resources/my-resources) and the public ones (/resources/public), newest
// first, narrowed to one category (the stored category: the file's extension, or videos for a
// video-site link and webLink for any other link). SQL: lists 2 statements (the page and its
// count, run together); categories 1; one resource 1.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { isInlinePreviewable, isStorageKey } from '../../../../common/files'
import { fileDownloadUrl } from '../../../../common/files.downloads'
import { learningMessages, resourceListFilterSchema } from '../../../../common/validation/learning'
import { resourceFiles, storedFiles } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { pageArgsSchema, paginate, type PageArgs } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { publicResourceVisible, resourceReadable } from './access'
import { isRowId } from '../../lib/validation'

/** The category order of the spec's table (common/files.ts), for the category counts. */
const CATEGORY_ORDER = sql`array_position(array['images','videos','audio','presentations','spreadsheets','documents','pdf','archive','webLink']::text[], ${resourceFiles.category})`

const selection = {
  id: resourceFiles.id,
  title: resourceFiles.title,
  description: resourceFiles.description,
  category: resourceFiles.category,
  fileUrl: resourceFiles.fileUrl,
  fileName: sql<string | null>`coalesce(${storedFiles.fileName}, ${resourceFiles.fileName})`,
  contentType: sql<string | null>`coalesce(${storedFiles.contentType}, ${resourceFiles.contentType})`,
  sizeBytes: sql<number | null>`coalesce(${storedFiles.sizeBytes}::bigint, ${resourceFiles.sizeBytes})`,
  createdAt: resourceFiles.createdAt,
}

type ResourceRow = {
  id: number
  title: string
  description: string | null
  category: string
  fileUrl: string
  fileName: string | null
  contentType: string | null
  sizeBytes: number | string | null
  createdAt: Date
}

/**
 * A resource as the learner pages show it. An upload downloads from /api/files/resource-files/{id}
 * (as `role`, for a link cannot send the x-current-role header), previewed inline when a browser
 * can show its type; a link is the link itself.
 */
export function toLearnerResource(row: ResourceRow, role: string | null) {
  const upload = isStorageKey(row.fileUrl)
  const as = role ?? undefined
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    isLink: !upload,
    url: upload ? fileDownloadUrl('resource-files', row.id, { as }) : row.fileUrl,
    previewUrl: upload && isInlinePreviewable(row.contentType) ? fileDownloadUrl('resource-files', row.id, { inline: true, as }) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

const listArgs = pageArgsSchema({}).extend(resourceListFilterSchema.shape)

async function listResources(args: PageArgs & { category?: string | null }, readable: SQL, role: string | null) {
  const { category } = parseInput(listArgs, args, learningMessages.resourceList)
  const where = and(readable, category ? eq(resourceFiles.category, category) : undefined)
  return paginate(args, {
    sortable: {},
    defaultSort: [desc(resourceFiles.createdAt), desc(resourceFiles.id)],
    rows: async ({ limit, offset, orderBy }) => {
      const rows = await db
        .select(selection)
        .from(resourceFiles)
        .leftJoin(storedFiles, eq(storedFiles.key, resourceFiles.fileUrl))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
      return rows.map((row) => toLearnerResource(row, role))
    },
    count: async () => (await db.select({ count: count() }).from(resourceFiles).where(where))[0].count,
  })
}

async function categoryCounts(readable: SQL) {
  return db
    .select({ category: resourceFiles.category, count: sql<number>`count(*)::int` })
    .from(resourceFiles)
    .where(readable)
    .groupBy(resourceFiles.category)
    .orderBy(CATEGORY_ORDER)
}

async function oneResource(id: number, readable: SQL, role: string | null) {
  if (!isRowId(id)) return null
  const [row] = await db
    .select(selection)
    .from(resourceFiles)
    .leftJoin(storedFiles, eq(storedFiles.key, resourceFiles.fileUrl))
    .where(and(eq(resourceFiles.id, id), readable))
  return row ? toLearnerResource(row, role) : null
}

const roleOf = (user: CurrentUser) => user.accessLevel?.name ?? null

export const myResources = (async (args) => {
  const user = requireAuth(currentUser())
  return listResources(args, resourceReadable(user, new Date()), roleOf(user))
}) satisfies QueryResolvers['myResources']

export const myResourceCategories = (async () => {
  const user = requireAuth(currentUser())
  return categoryCounts(resourceReadable(user, new Date()))
}) satisfies QueryResolvers['myResourceCategories']

export const myResource = (async ({ id }) => {
  const user = requireAuth(currentUser())
  return oneResource(id, resourceReadable(user, new Date(), 'row'), roleOf(user))
}) satisfies QueryResolvers['myResource']

export const publicResources = (async (args) => listResources(args, publicResourceVisible(), null)) satisfies QueryResolvers['publicResources']

export const publicResourceCategories = (async () => categoryCounts(publicResourceVisible())) satisfies QueryResolvers['publicResourceCategories']

export const publicResource = (async ({ id }) => oneResource(id, publicResourceVisible(), null)) satisfies QueryResolvers['publicResource']

