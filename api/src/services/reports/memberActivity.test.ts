// member_activity_days, _months and _totals (migration 0034) are kept by triggers: after
// every kind of write to the four activity tables they must equal a recount, spelled here
// independently of the migration (per table, then summed). The triggers add each statement's
// difference, so a wrong sign or a missed removal would show here.
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { lessonProgress, lessons, moveUpReviews, pointEntries, taskCompletions, tasks, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { mergeUsers } from '../members/mergeUsers'
import { community } from './communityReport.scenarios'

type Line = { line: string }

/** Each user's figures per Manila day or month ('YYYY-MM-DD' / 'YYYY-MM-01'), straight from the four tables. */
function perBucket(format: string) {
  const bucketOf = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Manila', '${format}')`)
  return sql`
    select user_id, bucket, sum(lessons) as l, sum(tasks) as t, sum(points) as p, sum(move_ups) as m, sum(events) as e from (
      select user_id, ${bucketOf('completed_at')} as bucket, 1 as lessons, 0 as tasks, 0 as points, 0 as move_ups, 1 as events
        from lesson_progress where completed_at is not null
      union all
      select user_id, ${bucketOf('completed_at')}, 0, 1, 0, 0, 1 from task_completions
      union all
      select user_id, ${bucketOf('created_at')}, 0, 0, points, 0, 1 from point_entries where kind in ('task', 'manual')
      union all
      select user_id, ${bucketOf('reviewed_at')}, 0, 0, 0, 1, 1 from move_up_reviews where status = 'approved' and reviewed_at is not null
    ) ev group by 1, 2`
}

async function recount() {
  const result = await db.execute<Line>(sql`
    with days as (${perBucket('YYYY-MM-DD')}), months as (${perBucket('YYYY-MM-01')})
    select 'day ' || user_id || ' ' || bucket || ' ' || l || ' ' || t || ' ' || p || ' ' || m || ' ' || e as line from days
    union all
    select 'month ' || user_id || ' ' || bucket || ' ' || l || ' ' || t || ' ' || p || ' ' || m || ' ' || e from months
    union all
    select 'total ' || user_id || ' ' || sum(l) || ' ' || sum(t) || ' ' || sum(p) || ' ' || sum(m) || ' ' || sum(e) from months group by user_id`)
  return result.rows.map((row) => row.line).sort()
}

async function stored() {
  const result = await db.execute<Line>(sql`
    select 'day ' || user_id || ' ' || to_char(day, 'YYYY-MM-DD') || ' ' || lessons || ' ' || tasks || ' ' || points || ' ' || move_ups || ' ' || events as line
      from member_activity_days
    union all
    select 'month ' || user_id || ' ' || to_char(month, 'YYYY-MM-DD') || ' ' || lessons || ' ' || tasks || ' ' || points || ' ' || move_ups || ' ' || events as line
      from member_activity_months
    union all
    select 'total ' || user_id || ' ' || lessons || ' ' || tasks || ' ' || points || ' ' || move_ups || ' ' || events from member_activity_totals`)
  return result.rows.map((row) => row.line).sort()
}

describe('the kept activity (days, months, totals) stays equal to a recount', () => {
  scenario('after inserts, updates and deletes of lessons, tasks, points and move-ups, and a merge', community, async (w) => {
    const check = async () => expect(await stored()).toEqual(await recount())
    await check()
    // The staff member's activity is kept too (the report's scope is applied when it reads).
    expect((await stored()).filter((line) => line.startsWith('total '))).toHaveLength(5)

    // Lessons: completed on the Manila month's edge (23:30 on 2026-03-31 is March), moved across
    // it, the completion undone, the progress deleted; a watch position alone changes nothing.
    const [lesson] = await db.select().from(lessons).limit(1)
    await db.insert(lessonProgress).values({ userId: w.dan.id, lessonId: lesson.id, completedAt: new Date('2026-03-31T15:30:00Z') })
    await check()
    await db.update(lessonProgress).set({ completedAt: new Date('2026-03-31T16:30:00Z') }).where(eq(lessonProgress.userId, w.dan.id))
    await check()
    await db.update(lessonProgress).set({ positionSeconds: 42 }).where(eq(lessonProgress.userId, w.dan.id))
    await check()
    await db.update(lessonProgress).set({ completedAt: null }).where(eq(lessonProgress.userId, w.dan.id))
    await check()
    await db.delete(lessonProgress).where(eq(lessonProgress.userId, w.dan.id))
    await check()

    // Tasks and their points: finished, moved in time, deleted (its points go with it).
    const [task] = await db.select().from(tasks).limit(1)
    const [done] = await db.insert(taskCompletions).values({ userId: w.cara.id, taskId: task.id, completedAt: new Date('2026-02-10T02:00:00Z') }).returning()
    await db.insert(pointEntries).values({ userId: w.cara.id, kind: 'task', points: 10, taskCompletionId: done.id, createdAt: new Date('2026-02-10T02:00:00Z') })
    await check()
    await db.update(taskCompletions).set({ completedAt: new Date('2026-01-10T02:00:00Z') }).where(eq(taskCompletions.id, done.id))
    await check()
    await db.delete(taskCompletions).where(eq(taskCompletions.id, done.id))
    await check()

    // Points: a manual adjustment, its amount changed, made base (not earned), deleted.
    const [manual] = await db.insert(pointEntries).values({ userId: w.dan.id, kind: 'manual', points: -3, reason: 'Fix', createdAt: new Date('2026-03-05T02:00:00Z') }).returning()
    await check()
    await db.update(pointEntries).set({ points: 7 }).where(eq(pointEntries.id, manual.id))
    await check()
    await db.delete(pointEntries).where(eq(pointEntries.id, manual.id))
    await check()

    // Move-ups: the pending one approved, its review day moved, then rejected; one deleted.
    await db
      .update(moveUpReviews)
      .set({ status: 'approved', reviewedAt: new Date('2026-03-19T02:00:00Z') })
      .where(and(eq(moveUpReviews.userId, w.cara.id), eq(moveUpReviews.status, 'pending')))
    await check()
    await db.update(moveUpReviews).set({ reviewedAt: new Date('2026-04-02T02:00:00Z') }).where(and(eq(moveUpReviews.userId, w.cara.id), eq(moveUpReviews.status, 'approved')))
    await check()
    await db.update(moveUpReviews).set({ status: 'rejected' }).where(eq(moveUpReviews.userId, w.cara.id))
    await check()
    await db.delete(moveUpReviews).where(eq(moveUpReviews.userId, w.ana.id))
    await check()

    // A merge: Ben's activity moves to a new account.
    const merger = await createUser({ firstName: 'Mo', lastName: 'Merger', accessLevels: [{ name: 'merger', pageAccess: { mergeUsers: true } }] })
    const keep = await createUser({ firstName: 'Ben', lastName: 'Kept', accessLevels: ['member'] })
    await asUser(await currentUserFor(merger.id), () => mergeUsers({ sourceId: w.ben.id, targetId: keep.id }))
    await check()
    expect((await stored()).some((line) => line.startsWith(`total ${keep.id} `))).toBe(true)

    // A user deleted with their activity (the cascade removes their rows and their kept rows).
    const gone = await createUser({ firstName: 'Gil', lastName: 'Gone', accessLevels: ['member'] })
    await db.insert(lessonProgress).values({ userId: gone.id, lessonId: lesson.id, completedAt: new Date('2026-03-02T02:00:00Z') })
    await db.insert(pointEntries).values({ userId: gone.id, kind: 'manual', points: 4, reason: 'Welcome', createdAt: new Date('2026-03-02T02:00:00Z') })
    await check()
    await db.delete(users).where(eq(users.id, gone.id))
    await check()
  })
})
