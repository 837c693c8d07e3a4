// /info-logs-report: the audit trail (info_logs), who did what to whom and when, newest first
// (docs/product.md, "Info logs report"). One filter (infoLogsWhere) serves the page, its count and
// the export (./infoLogsExport.ts), so the three always agree.
//
//   actor    part of the name or e-mail of who did it, or of the admin behind an impersonation
//   subject  what it was about: part of a user's name or e-mail (rows about that user), an entity
//            type ("bugReport") or a type and id ("batch 12", "batch:12", "batch #12")
//   action   one action, exactly
//   from/to  Manila days, both included
//
// Indexes: actor walks info_logs_user_id_created_at_idx, subject info_logs_entity_created_at_idx,
// action info_logs_action_created_at_idx and a range alone info_logs_created_at_idx; the people
// are found through users_search_trgm_idx (the same expression as the members list's search).
import { and, desc, eq, getTableColumns, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { infoLogsFilterSchema, type InfoLogsFilter } from '../../../../common/validation/reports.infoLogs'
import { infoLogs, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { paginate, type PageArgs } from '../../lib/paginate'
import { escapeLike } from '../../lib/sql'
import { addCalendarDays } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'

const MANILA_OFFSET = '+08:00'

/** More people than this matching a search: it is matched inside the statement instead of as a list. */
const PEOPLE_LIST_MAX = 1000

/**
 * The users whose name or e-mail contains `term` (served by users_search_trgm_idx), found first
 * so the log's statement gets their ids as values: the planner then sees how few rows they have and
 * walks the info log's own index for them, where a subquery would have it guess.
 */
async function peopleMatching(term: string): Promise<number[] | SQL> {
  const match = sql`lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."email" || ' ' || coalesce("users"."tribe_id", '')) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`
  const rows = await db.select({ id: users.id }).from(users).where(match).limit(PEOPLE_LIST_MAX + 1)
  return rows.length > PEOPLE_LIST_MAX ? sql`(select "users"."id" from "users" where ${match})` : rows.map((row) => row.id)
}

/** `column` is one of `people` (ids as values, or the statement that finds them); false for nobody. */
function amongPeople(column: AnyColumn, people: number[] | SQL, asText = false): SQL {
  if (Array.isArray(people)) {
    if (!people.length) return sql`false`
    return asText ? inArray(column, people.map(String)) : inArray(column, people)
  }
  return asText ? sql`${column} in (select id::text from ${people} as people(id))` : sql`${column} in ${people}`
}

/** A row of the entity types' statement. */
type EntityTypeRow = { entity_type: string }

/** Every entity type the log holds: a loose index scan over info_logs_entity_created_at_idx. */
async function entityTypes(): Promise<string[]> {
  const result = await db.execute<EntityTypeRow>(sql`
    with recursive types(entity_type) as (
      (select entity_type from info_logs where entity_type is not null order by entity_type limit 1)
      union all
      select (select i.entity_type from info_logs i where i.entity_type > t.entity_type order by i.entity_type limit 1)
      from types t where t.entity_type is not null
    )
    select entity_type from types where entity_type is not null`)
  return result.rows.map((row) => row.entity_type)
}

/** "batch 12", "batch:12", "batch #12", "payment_schedule 40": an entity type and its id. */
const ENTITY_REFERENCE = /^([A-Za-z][A-Za-z_-]*)\s*[:#]?\s*#?\s*([A-Za-z0-9-]+)$/

/** Rows about `subject`: a user it names, an entity type, or a type and id (types matched in any case, then exactly). */
async function subjectWhere(subject: string): Promise<SQL> {
  const [types, people] = await Promise.all([entityTypes(), peopleMatching(subject)])
  const typeNamed = (name: string) => types.find((type) => type.toLowerCase() === name.toLowerCase())
  const about: SQL[] = [and(eq(infoLogs.entityType, 'user'), amongPeople(infoLogs.entityId, people, true))!]
  const type = typeNamed(subject)
  if (type) about.push(eq(infoLogs.entityType, type))
  const reference = subject.match(ENTITY_REFERENCE)
  const referenced = reference && typeNamed(reference[1])
  if (referenced) about.push(and(eq(infoLogs.entityType, referenced), eq(infoLogs.entityId, reference[2]))!)
  return or(...about)!
}

/** The statement's filter for `filter` (already parsed): undefined for everything. Finds the people named first. */
export async function infoLogsWhere(filter: InfoLogsFilter): Promise<SQL | undefined> {
  const { actor, subject, action, from, to } = filter
  const actors = actor ? await peopleMatching(actor) : null
  return and(
    actors ? or(amongPeople(infoLogs.userId, actors), amongPeople(infoLogs.originalUserId, actors)) : undefined,
    subject ? await subjectWhere(subject) : undefined,
    action ? eq(infoLogs.action, action) : undefined,
    // A Manila day runs from its 00:00 (+08:00) to the next day's: a row at 23:30 Manila is inside it.
    from ? sql`${infoLogs.createdAt} >= ${`${from}T00:00:00${MANILA_OFFSET}`}::timestamptz` : undefined,
    to ? sql`${infoLogs.createdAt} < ${`${addCalendarDays(to, 1)}T00:00:00${MANILA_OFFSET}`}::timestamptz` : undefined,
  )
}

export const actors = alias(users, 'actors')
export const originalActors = alias(users, 'original_actors')
export const subjects = alias(users, 'subjects')

/** One page (or export batch) of info logs with the people named, in one statement (joins, no query per row). */
export function selectInfoLogs(where: SQL | undefined) {
  return db
    .select({
      log: getTableColumns(infoLogs),
      // The keyset cursor as PostgreSQL's own text: a JS Date would drop the microseconds.
      cursor: sql<string>`${infoLogs.createdAt}::text`,
      
      actor: { id: actors.id, email: actors.email, firstName: actors.firstName, lastName: actors.lastName },
      originalActor: { id: originalActors.id, email: originalActors.email, firstName: originalActors.firstName, lastName: originalActors.lastName },
      subjectUser: { id: subjects.id, email: subjects.email, firstName: subjects.firstName, lastName: subjects.lastName },
    })
    .from(infoLogs)
    .leftJoin(actors, eq(actors.id, infoLogs.userId))
    .leftJoin(originalActors, eq(originalActors.id, infoLogs.originalUserId))
    .leftJoin(subjects, and(eq(infoLogs.entityType, 'user'), sql`${subjects.id}::text = ${infoLogs.entityId}`))
    .where(where)
}
export type InfoLogRow = Awaited<ReturnType<typeof selectInfoLogs>>[number]

const named = (p: InfoLogRow['actor']) => (p?.id ? { id: p.id, email: p.email, name: `${p.firstName} ${p.lastName}`.trim() } : null)

/** A row as the API answers it. */
export function toInfoLog(row: InfoLogRow) {
  return {
    id: row.log.id,
    action: row.log.action,
    createdAt: row.log.createdAt.toISOString(),
    actor: named(row.actor),
    originalActor: named(row.originalActor),
    entityType: row.log.entityType,
    entityId: row.log.entityId,
    subjectUser: named(row.subjectUser),
    details: row.log.details,
    ip: row.log.ip,
  }
}

/** Parses the filters as the page and the export both take them (BAD_USER_INPUT with field messages). */
export const parseInfoLogsFilter = (args: unknown) => parseInput(infoLogsFilterSchema, args, 'Invalid info logs search')

export const infoLogsReport = (async (args) => {
  const filter = parseInfoLogsFilter(args)
  const where = await infoLogsWhere(filter)
  return paginate(args as PageArgs, {
    sortable: {},
    defaultSort: [desc(infoLogs.createdAt), desc(infoLogs.id)],
    rows: async ({ limit, offset, orderBy }) => (await selectInfoLogs(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toInfoLog),
    count: async () => (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(infoLogs).where(where))[0].total,
  })
}) satisfies QueryResolvers['infoLogsReport']

/** A row of the actions' statement. */
type ActionRow = { action: string }

/**
 * Every action the log holds, for the action filter. A loose index scan over
 * info_logs_action_created_at_idx (a recursive CTE that jumps from one action to the next), so a
 * table of millions of rows answers in as many steps as there are actions.
 */
export const infoLogActions = (async () => {
  const result = await db.execute<ActionRow>(sql`
    with recursive actions(action) as (
      (select action from info_logs order by action limit 1)
      union all
      select (select i.action from info_logs i where i.action > a.action order by i.action limit 1)
      from actions a where a.action is not null
    )
    select action from actions where action is not null`)
  return result.rows.map((row) => row.action)
}) satisfies QueryResolvers['infoLogActions']
