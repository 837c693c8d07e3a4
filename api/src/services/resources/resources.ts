// resourceFiles, resourceFile, createResourceFile, updateResourceFile, setResourceFilePublished and
// deleteResourceFile (api/src/graphql/resources.sdl.ts; docs/api.md "Resource files back office").
// Who may call each is the SDL's directive; what a resource must be is
// common/validation/resources.ts. The server decides what the client cannot be trusted with: the
// category (categoryOf, the spec's extension table, from the stored upload's name or the link) and
// the file's name, type and size (from its stored_files row, written by POST /api/upload-file).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { categoryOf, isExternalUrl, isInlinePreviewable, isStorageKey } from '../../../../common/files'
import { fileDownloadUrl } from '../../../../common/files.downloads'
import { resourceFileSchema, RESOURCE_AUDIENCES, type ResourceFileValues } from '../../../../common/validation/resources'
import { RESOURCE_CATEGORIES, resourceFiles as resourceFilesTable, storedFiles } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { escapeLike } from '../../lib/sql'

export const SEARCH_MAX = 100

export const resourceFileListMessages = {
  category: `Category must be one of ${RESOURCE_CATEGORIES.join(', ')}`,
  audience: `Audience must be one of ${RESOURCE_AUDIENCES.join(', ')}`,
  search: `Search must be at most ${SEARCH_MAX} characters`,
}

export const resourceUploadMessages = {
  notFound: 'Upload the file again: the uploaded file was not found',
  notYours: 'Upload the file again: only a file you uploaded can be attached',
  notAllowed: 'This type of file cannot be a resource',
}

/** What the list may be sorted by; newest (then the highest id) otherwise, and to break ties. */
const sortable = {
  title: resourceFilesTable.title,
  category: resourceFilesTable.category,
  audience: resourceFilesTable.audience,
  isPublished: resourceFilesTable.isPublished,
  sizeBytes: resourceFilesTable.sizeBytes,
  createdAt: resourceFilesTable.createdAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  category: z.enum(RESOURCE_CATEGORIES, resourceFileListMessages.category).nullish(),
  audience: z.enum(RESOURCE_AUDIENCES, resourceFileListMessages.audience).nullish(),
  search: z.string().trim().max(SEARCH_MAX, resourceFileListMessages.search).nullish(),
})

type Row = typeof resourceFilesTable.$inferSelect

export const resourceFiles = (async (args) => {
  // Paging, sorting and the filters in one pass, so one answer names every bad field.
  const { category, audience, search } = parseInput(listArgs, args, 'Invalid resource file list request')
  const conditions: SQL[] = []
  if (category) conditions.push(eq(resourceFilesTable.category, category))
  if (audience) conditions.push(eq(resourceFilesTable.audience, audience))
  if (search) conditions.push(sql`lower(${resourceFilesTable.title}) like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`)
  const where = conditions.length ? and(...conditions) : undefined
  return paginate(args, {
    sortable,
    defaultSort: [desc(resourceFilesTable.createdAt), desc(resourceFilesTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select().from(resourceFilesTable).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toResourceFile),
    count: async () => (await db.select({ total: count() }).from(resourceFilesTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['resourceFiles']

export const resourceFile = (async ({ id }) => {
  const [row] = await db.select().from(resourceFilesTable).where(eq(resourceFilesTable.id, id))
  return row ? toResourceFile(row) : null
}) satisfies QueryResolvers['resourceFile']

/**
 * The file columns of valid input: a link's category from the link (video sites are videos, any
 * other link a webLink); an upload's from its stored_files row, which only its uploader may attach
 * (unless it is the resource's file already).
 */
async function fileColumns(tx: Executor, values: ResourceFileValues, current: Row | null) {
  if (values.source === 'link') {
    const url = values.url!
    return { fileUrl: url, category: categoryOf(url) ?? 'webLink', fileName: null, contentType: null, sizeBytes: null }
  }
  const key = values.fileKey!
  const refuse = (message: string): never => {
    throw new UserInputError(INVALID_INPUT_MESSAGE, { fileKey: [message] })
  }
  if (!isStorageKey(key)) refuse(resourceUploadMessages.notFound)
  const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.key, key))
  const unchanged = current?.fileUrl === key
  if (!file) {
    // A row seeded or imported before stored_files existed keeps its own columns.
    if (unchanged) return { fileUrl: key, category: current.category, fileName: current.fileName, contentType: current.contentType, sizeBytes: current.sizeBytes }
    return refuse(resourceUploadMessages.notFound)
  }
  if (!unchanged && file.uploadedById !== currentUser()?.id) refuse(resourceUploadMessages.notYours)
  const category = categoryOf(file.fileName)
  if (!category || category === 'webLink') return refuse(resourceUploadMessages.notAllowed)
  return { fileUrl: key, category, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes }
}

export const createResourceFile = (async ({ input }) => {
  const values = parseInput(resourceFileSchema, input)
  const user = currentUser()
  const row = await db.transaction(async (tx) => {
    const file = await fileColumns(tx, values, null)
    const [created] = await tx
      .insert(resourceFilesTable)
      .values({ ...ownColumns(values), ...file, createdById: user?.id ?? null })
      .returning()
    await logChange(tx, 'created', created.id, logged(created))
    return created
  })
  return toResourceFile(row)
}) satisfies MutationResolvers['createResourceFile']

export const updateResourceFile = (async ({ id, input }) => {
  const values = parseInput(resourceFileSchema, input)
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(resourceFilesTable).where(eq(resourceFilesTable.id, id)).for('update')
    if (!before) throw new NotFoundError('Resource file not found')
    const file = await fileColumns(tx, values, before)
    const [after] = await tx
      .update(resourceFilesTable)
      .set({ ...ownColumns(values), ...file, updatedAt: new Date() })
      .where(eq(resourceFilesTable.id, id))
      .returning()
    await logChange(tx, 'updated', id, changes(logged(before), logged(after)))
    return after
  })
  return toResourceFile(row)
}) satisfies MutationResolvers['updateResourceFile']

export const setResourceFilePublished = (async ({ id, isPublished }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(resourceFilesTable)
      .set({ isPublished, updatedAt: new Date() })
      .where(eq(resourceFilesTable.id, id))
      .returning()
    if (!row) throw new NotFoundError('Resource file not found')
    await logChange(tx, isPublished ? 'published' : 'unpublished', id, { title: row.title })
    return toResourceFile(row)
  })) satisfies MutationResolvers['setResourceFilePublished']

export const deleteResourceFile = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(resourceFilesTable).where(eq(resourceFilesTable.id, id)).returning()
    if (!row) throw new NotFoundError('Resource file not found')
    // The row as it was (with its storage key): the log is the only place it still exists.
    await logChange(tx, 'deleted', id, logged(row))
    return toResourceFile(row)
  })) satisfies MutationResolvers['deleteResourceFile']

/** The columns the input sets directly. */
function ownColumns(values: ResourceFileValues) {
  return { title: values.title, description: values.description, audience: values.audience, isPublished: values.isPublished }
}

/** What the info log keeps of a resource. */
function logged(row: Row) {
  const { title, description, category, fileUrl, fileName, contentType, sizeBytes, audience, isPublished } = row
  return { title, description, category, fileUrl, fileName, contentType, sizeBytes, audience, isPublished }
}

/** The fields that changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key])
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }
}

/** The info-log row of a change: what, to which resource, and who (with the admin behind an impersonated session). */
function logChange(tx: Executor, change: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    { action: `resource-file-${change}`, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: 'resource-file', entityId: id, details },
    tx,
  )
}

/** A row as the API answers it, with where a browser downloads or previews it. */
function toResourceFile(row: Row) {
  const isLink = isExternalUrl(row.fileUrl)
  // A link cannot send the x-current-role header: the URL names the role (only one the user holds counts).
  const as = currentUser()?.accessLevel?.name
  return {
    ...row,
    isLink,
    downloadUrl: isLink ? row.fileUrl : fileDownloadUrl('resource-files', row.id, { as }),
    previewUrl: !isLink && isInlinePreviewable(row.contentType) ? fileDownloadUrl('resource-files', row.id, { inline: true, as }) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
