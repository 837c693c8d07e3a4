// The community report's activity: what the members in scope did in the range, per Manila day (or,
// for no range, per month over the last twelve), and in total, in one statement. What counts, from
// the four tables that record a member doing something:
//
//   lessons completed  lesson_progress.completed_at
//   tasks finished     task_completions.completed_at
//   points earned      point_entries.created_at, points summed, the base points from the member
//                      import left out (brought along, not earned); a manual adjustment counts as
//                      it stands, negative ones too
//   move-ups approved  move_up_reviews with status approved, at reviewed_at
//   active members     distinct members with at least one of the above
//
// Day and month are Manila's: an instant at 23:30 Manila is its day, not the next UTC one.
// The report reads them kept per user and Manila day, month and in all (the same definitions, kept
// by triggers: db/schema/communityReport.ts): summing every row cost 2 s at 100,000 members for
// all time. The members list's per-member figures read the tables themselves (inRange).
import { sql, type SQL } from 'drizzle-orm'
import { bucketsOf, shiftDay, type DayRange, type ReportBucket } from '../../../../common/reportPeriods'
import { db } from '../../lib/db'
import { addCalendarDays } from '../../lib/time'

export type ActivityFigures = { lessonsCompleted: number; tasksFinished: number; pointsEarned: number; moveUpsApproved: number; activeMembers: number }
export type ActivityPoint = ActivityFigures & { from: string; to: string; label: string }

/** The first instant of a Manila day. */
export const manilaStart = (day: string): SQL => sql`${`${day}T00:00:00+08:00`}::timestamptz`

/** `column` inside the range's Manila days (both ends included); no condition for all time. */
export function inRange(column: SQL, range: DayRange | null): SQL {
  if (!range) return sql`true`
  return sql`${column} >= ${manilaStart(range.from)} and ${column} < ${manilaStart(addCalendarDays(range.to, 1))}`
}

/** The chart's buckets: the range's days, or the twelve months up to this one for all time. */
export function activityBuckets(range: DayRange | null, today: string): { bucket: ReportBucket; buckets: { from: string; to: string; label: string }[] } {
  if (range) return { bucket: 'day', buckets: bucketsOf(range, 'day') }
  const firstMonth = `${shiftDay(`${today.slice(0, 7)}-15`, -335).slice(0, 7)}-01`
  return { bucket: 'month', buckets: bucketsOf({ from: firstMonth, to: today }, 'month') }
}

type Row = { bucket: string | null; lessons: number; tasks: number; points: string | number; move_ups: number; active: number }

const figures = (row: Row | undefined): ActivityFigures => ({
  lessonsCompleted: Number(row?.lessons ?? 0),
  tasksFinished: Number(row?.tasks ?? 0),
  pointsEarned: Number(row?.points ?? 0),
  moveUpsApproved: Number(row?.move_ups ?? 0),
  activeMembers: Number(row?.active ?? 0),
})

/**
 * A range: the kept per-user days in it (db/schema/communityReport.ts, kept by triggers) grouped by
 * day, with ROLLUP's grand total: a kept row is a user with an event that day, so the active members
 * of the whole range are its distinct users (not a sum of the days'). Reading the four tables' rows
 * instead cost 160 ms for 30 days at 100,000 members.
 */
function rangeActivity(members: SQL, range: DayRange): SQL {
  return sql`
    select to_char(d.day, 'YYYY-MM-DD') as bucket,
           sum(d.lessons)::int as lessons, sum(d.tasks)::int as tasks, sum(d.points)::bigint as points,
           sum(d.move_ups)::int as move_ups, count(distinct d.user_id)::int as active
      from member_activity_days d
     where d.day between ${range.from}::date and ${range.to}::date and d.user_id in (${members})
     group by rollup (d.day)`
}

/**
 * All time: the same figures from the kept per-user months and totals (db/schema/communityReport.ts,
 * kept by triggers), since summing every activity row cost 2 s at 100,000 members. A kept row is a
 * user with at least one event in the month (or ever), so the active members are the rows in
 * scope: distinct over all time, not a sum of the months'.
 */
function allTimeActivity(members: SQL, firstMonth: string): SQL {
  const figures = sql`sum(lessons)::int as lessons, sum(tasks)::int as tasks, sum(points)::bigint as points, sum(move_ups)::int as move_ups, count(*)::int as active`
  return sql`
    select to_char(m.month, 'YYYY-MM-DD') as bucket, ${figures}
      from member_activity_months m where m.month >= ${firstMonth}::date and m.user_id in (${members})
     group by m.month
    union all
    select null, ${figures} from member_activity_totals t where t.user_id in (${members})`
}

/**
 * The totals over the range (all time without one) and a point per bucket (Manila days, or the
 * last twelve months for all time), in one statement. `members` answers the ids in scope.
 */
export async function activityOf(members: SQL, range: DayRange | null, today: string) {
  const { bucket, buckets } = activityBuckets(range, today)
  const result = await db.execute<Row>(range ? rangeActivity(members, range) : allTimeActivity(members, buckets[0].from))
  const total = result.rows.find((row) => row.bucket === null)
  const byBucket = new Map(result.rows.filter((row) => row.bucket !== null).map((row) => [row.bucket, row]))
  return {
    bucket,
    totals: figures(total),
    series: buckets.map((b): ActivityPoint => ({ ...b, ...figures(byBucket.get(b.from)) })),
  }
}
