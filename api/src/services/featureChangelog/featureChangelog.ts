// The feature changelog (api/src/graphql/featureChangelog.sdl.ts): the staff's list and its
// writes, and the public list of published entries. Every create, update, publish, unpublish and
// delete writes one info log row in the write's transaction.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  featureChangelogEntrySchema,
  type FeatureChangelogEntryValues,
} from '../../../../common/validation/featureChangelog'
import { featureChangelogEntries as entries } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { pageArgsSchema, paginate, type PageArgs } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'

type EntryRow = typeof entries.$inferSelect

/** A row as the API answers it (releasedOn stays 'YYYY-MM-DD'; instants as ISO strings). */
function toEntry(row: EntryRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    version: row.version,
    releasedOn: row.releasedOn,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Newest release first, then the latest written: the order of both lists. */
const newestFirst = [desc(entries.releasedOn), desc(entries.id)]

const sortable = {
  title: entries.title,
  version: entries.version,
  releasedOn: entries.releasedOn,
  isPublished: entries.isPublished,
  updatedAt: entries.updatedAt,
}

export const CHANGELOG_STATUSES = ['published', 'draft'] as const

const listArgs = pageArgsSchema(sortable).extend({
  status: z.enum(CHANGELOG_STATUSES, `Status must be one of ${CHANGELOG_STATUSES.join(', ')}`).nullish(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').nullish(),
})

/** `text` as the literal part of a LIKE pattern (\, % and _ escaped; Postgres' default escape is \). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function listOf(args: PageArgs, where: SQL | undefined, allowed: Record<string, (typeof sortable)[keyof typeof sortable]>) {
  return paginate(args, {
    sortable: allowed,
    defaultSort: newestFirst,
    rows: async ({ limit, offset, orderBy }) =>
      (await db.select().from(entries).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toEntry),
    count: async () => (await db.select({ total: count() }).from(entries).where(where))[0].total,
  })
}

export const featureChangelogEntries = (async (args) => {
  const { status, search } = parseInput(listArgs, args, 'Invalid changelog list request')
  const where = and(
    status ? eq(entries.isPublished, status === 'published') : undefined,
    search ? ilike(entries.title, `%${likeLiteral(search)}%`) : undefined,
  )
  return listOf(args, where, sortable)
}) satisfies QueryResolvers['featureChangelogEntries']

// No sortBy here: the public list has one order.
export const publishedChangelog = (async ({ page, pageSize }) =>
  listOf({ page, pageSize }, eq(entries.isPublished, true), {})) satisfies QueryResolvers['publishedChangelog']

/** The info-log row of a change: what, to which entry, and who (with the admin behind an impersonated session). */
function logChange(tx: Executor, change: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    {
      action: `feature-changelog-entry-${change}`,
      userId: user?.id ?? null,
      originalUserId: user?.originalUserId ?? null,
      entityType: 'feature_changelog_entry',
      entityId: id,
      details,
    },
    tx,
  )
}

/** The fields the log keeps (the description can be long: its length only). */
const logged = (row: Pick<EntryRow, 'title' | 'version' | 'releasedOn' | 'isPublished' | 'description'>) => ({
  title: row.title,
  version: row.version,
  releasedOn: row.releasedOn,
  isPublished: row.isPublished,
  descriptionLength: row.description.length,
})

export const createFeatureChangelogEntry = (async ({ input }) => {
  const values = parseInput(featureChangelogEntrySchema, input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entries)
      .values({ ...values, createdById: currentUser()?.id ?? null })
      .returning()
    await logChange(tx, row.isPublished ? 'published' : 'created', row.id, logged(row))
    return toEntry(row)
  })
}) satisfies MutationResolvers['createFeatureChangelogEntry']

const FIELDS = ['title', 'description', 'version', 'releasedOn', 'isPublished'] as const

export const updateFeatureChangelogEntry = (async ({ id, input }) => {
  // The fields given, each checked by the rule of a new entry; null clears the version and the
  // description, and is "not given" for the rest (they cannot be empty).
  const given = FIELDS.filter((field) => input[field] !== undefined && (input[field] !== null || field === 'version' || field === 'description'))
  const mask = Object.fromEntries(given.map((field) => [field, true])) as { [K in (typeof FIELDS)[number]]?: true }
  const changes: Partial<FeatureChangelogEntryValues> = parseInput(featureChangelogEntrySchema.pick(mask), input)
  return db.transaction(async (tx) => {
    // The row as it was, locked: the log says what changed, and whether this published it.
    const [before] = await tx.select().from(entries).where(eq(entries.id, id)).for('update')
    if (!before) throw new NotFoundError('Changelog entry not found')
    const [row] = await tx
      .update(entries)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(entries.id, id))
      .returning()
    const change = before.isPublished === row.isPublished ? 'updated' : row.isPublished ? 'published' : 'unpublished'
    await logChange(tx, change, id, { before: logged(before), after: logged(row) })
    return toEntry(row)
  })
}) satisfies MutationResolvers['updateFeatureChangelogEntry']

export const deleteFeatureChangelogEntry = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(entries).where(eq(entries.id, id)).returning()
    if (!row) throw new NotFoundError('Changelog entry not found')
    // The entry as it was, description included: the log is the only place it still exists.
    await logChange(tx, 'deleted', id, { ...logged(row), description: row.description })
    return toEntry(row)
  })) satisfies MutationResolvers['deleteFeatureChangelogEntry']
