// The SQL pieces the members list, the profile and the overview share: the derived status and
// member type, and the search expression (served by the users_search_trgm_idx GIN index where
// the database has pg_trgm; docs/api.md "Members"). Columns are spelled "users"."x" on purpose:
// inside a subquery an unqualified column would bind to the subquery's own table. And iso, the
// DateTime text of the timestamps their rows carry.
import { sql, type SQL } from 'drizzle-orm'
import type { RoleId } from '../../../../common/permissions'
import { escapeLike, manilaToday } from '../../lib/sql'

/** The access level that makes a user a member (member type). */
export const MEMBER_ACCESS_LEVEL: RoleId = 'member'


/** True (SQL) when the user holds a subscription that is neither unenrolled nor expired (Manila day). */
export function hasActiveSubscription(now: Date): SQL {
  return sql`exists (select 1 from subscriptions s where s.user_id = "users"."id" and s.unenrolled_at is null and s.expiry >= ${manilaToday(now)})`
}

/** True (SQL) when the user holds the member access level. */
// The level's id as an InitPlan, so each user is one probe of user_access_levels' primary key
// (a join to access_levels by name made the planner guess the member level rare and start from
// its 100,000 holders: 300 ms instead of 2 at --scale 100000).
export const isMemberSql: SQL = sql`exists (select 1 from user_access_levels mual where mual.user_id = "users"."id"
  and mual.access_level_id = (select mal.id from access_levels mal where mal.name = ${MEMBER_ACCESS_LEVEL}))`

/** The same, for a SELECT list (a LIMIT 1 probe per row shown, never hashed). */
export const isMemberColumn: SQL<boolean> = sql<boolean>`coalesce((select true from user_access_levels cual where cual.user_id = "users"."id"
  and cual.access_level_id = (select cal.id from access_levels cal where cal.name = ${MEMBER_ACCESS_LEVEL}) limit 1), false)`

/**
 * 'archived', 'active' or 'inactive' (docs/api.md, "Members"), for a SELECT list: a LIMIT 1 lookup
 * per row shown (an EXISTS there may be planned as a hash of every live subscription, 100 ms at
 * --scale 100000 for a page of 10).
 */
export function statusSql(now: Date): SQL<string> {
  return sql<string>`case when "users"."archived_at" is not null then 'archived'
    when (select true from subscriptions ss where ss.user_id = "users"."id" and ss.unenrolled_at is null and ss.expiry >= ${manilaToday(now)} limit 1) then 'active'
    else 'inactive' end`
}

/**
 * What the search box matches: first and last name, e-mail and Tribe ID in one lower-cased text.
 * The expression must stay exactly the index's (db/schema/members.ts users_search_trgm_idx).
 */
export const searchText: SQL = sql`lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."email" || ' ' || coalesce("users"."tribe_id", ''))`

/**
 * The search term as part of any of them, case-insensitive (%, _ and \ taken literally).
 * The matching ids are found first, through the trigram index, as an array the planner cannot
 * fold into the outer query: it cannot estimate how few rows a '%term%' matches, and with a sort
 * on created_at it walked that index backwards filtering 85,000 users (120 ms for 25 matches at
 * --scale 100000) instead. Inside the subquery "users" is its own table, as the index expects.
 */
export function searchMatches(term: string): SQL {
  return sql`"users"."id" = any(array(select "users"."id" from "users" where ${searchText} like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'))`
}

/** A timestamp as the DateTime scalar's ISO text. */
export function iso(value: Date | string): string
export function iso(value: Date | string | null): string | null
export function iso(value: Date | string | null): string | null {
  return value == null ? null : new Date(value).toISOString()
}
