// The SQL fragments that build the member journey's answers inside ONE statement (json objects of
// scalar subqueries, each served by an index), and their mapping to the GraphQL types.
import { sql, type SQL } from 'drizzle-orm'

/** A stage as json (the Stage type), for the stage row aliased `alias`. */
export function stageJson(alias: string): SQL {
  const a = sql.raw(alias)
  return sql`json_build_object('id', ${a}.id, 'number', ${a}.number, 'name', ${a}.name, 'description', ${a}.description)`
}

/** The member's Tribe Points: the sum of their ledger (point_entries by user id is indexed). */
export function pointsOf(userIdSql: SQL): SQL {
  return sql`(select coalesce(sum(pe.points), 0)::int from point_entries pe where pe.user_id = ${userIdSql})`
}

/** Live tasks of a stage. */
export function liveTaskCount(stageIdSql: SQL): SQL {
  return sql`(select count(*)::int from tasks t where t.stage_id = ${stageIdSql} and t.archived_at is null)`
}

/** Live tasks of a stage the user finished. */
export function finishedCount(userIdSql: SQL, stageIdSql: SQL): SQL {
  return sql`(select count(*)::int from task_completions tc join tasks t on t.id = tc.task_id
               where tc.user_id = ${userIdSql} and t.stage_id = ${stageIdSql} and t.archived_at is null)`
}

/** A StageMember as json for the user aliased `userAlias` on stage `stageIdSql` (taskCountSql: the stage's live tasks). */
export function memberJson(userAlias: string, stageIdSql: SQL, taskCountSql: SQL): SQL {
  const u = sql.raw(userAlias)
  const id = sql`${u}.id`
  return sql`json_build_object('id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'email', ${u}.email,
    'points', ${pointsOf(id)}, 'finishedCount', ${finishedCount(id, stageIdSql)}, 'taskCount', ${taskCountSql})`
}

/** A MoveUpReview as json for the move_up_reviews row aliased `r`. */
export const reviewJson = sql`json_build_object(
  'id', r.id, 'status', r.status, 'note', r.note, 'createdAt', r.created_at,
  'reviewerNote', r.reviewer_note, 'reviewedAt', r.reviewed_at,
  'reviewerName', (select nullif(trim(rv.first_name || ' ' || rv.last_name), '') from users rv where rv.id = r.reviewer_id),
  'fromStage', (select ${stageJson('fs')} from stages fs where fs.id = r.from_stage_id),
  'toStage', (select ${stageJson('ts')} from stages ts where ts.id = r.to_stage_id),
  'member', (select ${memberJson('mu', sql`r.from_stage_id`, liveTaskCount(sql`r.from_stage_id`))} from users mu where mu.id = r.user_id))`

export type StageJson = { id: number; number: number; name: string; description: string | null }
export type MemberJson = { id: number; firstName: string; lastName: string; email: string; points: number; finishedCount: number; taskCount: number }
export type ReviewJson = {
  id: number
  status: string
  note: string | null
  createdAt: string
  reviewerNote: string | null
  reviewedAt: string | null
  reviewerName: string | null
  fromStage: StageJson
  toStage: StageJson
  member: MemberJson
}

/** 0-100, rounded down; 0 for a stage without tasks. */
export function percentageOf(finished: number, total: number): number {
  return total > 0 ? Math.floor((finished * 100) / total) : 0
}

/** A timestamp from json (Postgres writes microseconds and an offset) as an ISO 8601 instant. */
export function instant(value: string | Date | null): string | null {
  return value == null ? null : new Date(value).toISOString()
}

export function toStageMember(row: MemberJson) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    points: row.points,
    finishedCount: row.finishedCount,
    percentage: percentageOf(row.finishedCount, row.taskCount),
  }
}

export function toMoveUpReview(row: ReviewJson) {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    createdAt: instant(row.createdAt)!,
    reviewerName: row.reviewerName,
    reviewerNote: row.reviewerNote,
    reviewedAt: instant(row.reviewedAt),
    fromStage: row.fromStage,
    toStage: row.toStage,
    member: toStageMember(row.member),
  }
}
