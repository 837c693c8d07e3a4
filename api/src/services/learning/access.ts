// Who may read which learning rows: the one place (docs/product.md, "learning"; docs/api.md "Learning"). Every
// learning query, mutation and download builds its WHERE clause from these fragments, so a row the
// caller may not read is simply not found, exactly like one that does not exist.
//
//   Courses   a member reads the published, unarchived (archivedAt null) courses of the products
//             (product_courses) of their active subscriptions: not unenrolled and not expired in
//             Manila time (expired = expiry before 00:00 today in Manila; lifetime is 9999-12-31,
//             which never expires). Only published, unarchived lessons of unarchived units count
//             and show in outlines and progress.
//   Events    published, audience member or public, for a member (a user with an active
//             subscription); published public events for anyone signed in.
//   Resources published, audience member or public for a member; public for everyone else, and
//             for publicResources (no sign-in). Someone acting as an affiliate reads the published
//             resources whose audience is affiliate (the affiliate's resources pages) and only those.
//   Staff     a user whose CURRENT access level's pageAccess allows courses / events /
//             resourceFiles reads every row of that kind: lists show every published (live) row
//             whatever its audience or product, and a row opened by id (a page, the lesson player,
//             a download) may be a draft too, as the back office previews it. Outlines and
//             progress count published lessons only, for everyone.
//
// `scope`: 'list' for the lists (myCourses, myEvents, myResources ...), 'row' for one row by id.
//
// The fragments are SQL conditions on the drizzle tables (courses, lessons, ...) as they appear in
// the statement (no aliases), to be used inside a larger statement: no extra round trips.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { courses, events, lessons, resourceFiles, units } from '../../../../db/schema'
import { manilaToday } from '../../lib/sql'

export type Scope = 'list' | 'row'

/** The access level whose resources are the affiliate ones. */
const AFFILIATE_LEVEL = 'affiliate'

/** The page flags that open every row of a kind to staff (the current access level's pageAccess). */
export const STAFF_PAGE_FLAG = { courses: 'courses', events: 'events', resources: 'resourceFiles' } as const

export function seesAllCourses(user: CurrentUser | null): boolean {
  return user?.pageAccess[STAFF_PAGE_FLAG.courses] === true
}

export function seesAllEvents(user: CurrentUser | null): boolean {
  return user?.pageAccess[STAFF_PAGE_FLAG.events] === true
}

export function seesAllResources(user: CurrentUser | null): boolean {
  return user?.pageAccess[STAFF_PAGE_FLAG.resources] === true
}


/** The user's subscriptions that give access now: not unenrolled, not expired (`s` is the alias). */
function activeSubscriptionsOf(userId: number, now: Date): SQL {
  return sql`subscriptions s where s.user_id = ${userId} and s.unenrolled_at is null and s.expiry >= ${manilaToday(now)}`
}

/** True (SQL) when the user holds at least one active subscription: a member. */
export function isMemberSql(userId: number, now: Date): SQL {
  return sql`exists (select 1 from ${activeSubscriptionsOf(userId, now)})`
}

/** The course is live for learners: published and not archived. */
export function courseLive(): SQL {
  return sql`(${courses.isPublished} and ${courses.archivedAt} is null)`
}

/** The lesson counts and shows: published, not archived, in a unit that is not archived. */
export function lessonLive(): SQL {
  return sql`(${lessons.isPublished} and ${lessons.archivedAt} is null and ${units.archivedAt} is null)`
}

/** The course (the `courses` table in the statement) is one this user's active subscriptions grant. */
function courseGranted(userId: number, now: Date): SQL {
  return sql`exists (select 1 from ${activeSubscriptionsOf(userId, now)}
    and exists (select 1 from funnels f join product_courses pc on pc.product_id = f.product_id
                where f.id = s.funnel_id and pc.course_id = ${courses.id}))`
}

/**
 * The course rows the user may read (learner pages): live courses, granted by a subscription
 * unless the user's access level sees all courses. Signed out: none.
 */
export function courseReadable(user: CurrentUser | null, now: Date, scope: Scope = 'list'): SQL {
  if (!user) return sql`false`
  if (seesAllCourses(user)) return scope === 'row' ? sql`true` : courseLive()
  return sql`(${courseLive()} and ${courseGranted(user.id, now)})`
}

/**
 * The lesson (joined with its unit and course) may be opened by the user: a live lesson of a
 * readable course; staff who see all courses open any lesson (the back office previews drafts).
 */
export function lessonReadable(user: CurrentUser | null, now: Date): SQL {
  if (!user) return sql`false`
  if (seesAllCourses(user)) return sql`true`
  return sql`(${lessonLive()} and ${courseReadable(user, now)})`
}

/** The event rows the user may read: published member or public events for members, public for others. */
export function eventReadable(user: CurrentUser | null, now: Date, scope: Scope = 'list'): SQL {
  if (!user) return sql`false`
  if (seesAllEvents(user)) return scope === 'row' ? sql`true` : sql`${events.isPublished}`
  return sql`(${events.isPublished} and (${events.audience} = 'public'
    or (${events.audience} = 'member' and ${isMemberSql(user.id, now)})))`
}

/**
 * The resource rows the user may read: published member or public resources for members, public
 * for others; an affiliate's published affiliate resources for someone acting as an affiliate.
 */
export function resourceReadable(user: CurrentUser | null, now: Date, scope: Scope = 'list'): SQL {
  if (!user) return publicResourceVisible()
  if (seesAllResources(user)) return scope === 'row' ? sql`true` : sql`${resourceFiles.isPublished}`
  if (user.accessLevel?.name === AFFILIATE_LEVEL) return sql`(${resourceFiles.isPublished} and ${resourceFiles.audience} = 'affiliate')`
  return sql`(${resourceFiles.isPublished} and (${resourceFiles.audience} = 'public'
    or (${resourceFiles.audience} = 'member' and ${isMemberSql(user.id, now)})))`
}

/** Published resources whose audience is public: the public resources page, no sign-in. */
export function publicResourceVisible(): SQL {
  return sql`(${resourceFiles.isPublished} and ${resourceFiles.audience} = 'public')`
}
