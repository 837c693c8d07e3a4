// Moving up a stage (move_up_reviews): the member asks (requestMoveUp), a reviewer of the stage
// they are leaving approves (approveMoveUp: the member's users.stage_id becomes the request's
// toStage) or sends it back with a note (sendBackMoveUp: status 'rejected', the member stays and
// may ask again). Every decision keeps its record (reviewer, time, note) and writes the info log.
// A request out of a stage the caller does not review answers NOT_FOUND, exactly like a missing one.
// SQL: requestMoveUp 3 statements (the progress; the insert; the progress after it);
//      approveMoveUp and sendBackMoveUp 2 (the decision, its move and its log in one; the answer);
//      moveUpQueue 1.
import { sql } from 'drizzle-orm'
import {
  approveMoveUpSchema,
  memberStageMessages,
  moveUpRequestSchema,
  sendBackMoveUpSchema,
} from '../../../../common/validation/stages.memberStages'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { currentUser, maybeContext } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { reviewsStage } from './access'
import { readProgress } from './progress'
import { reviewJson, stageJson, toMoveUpReview, type ReviewJson, type StageJson } from './rows'
import { isRowId } from '../../lib/validation'

/** How many waiting requests a queue lists (oldest first); pendingCount says how many there are. */
export const QUEUE_LIMIT = 100
/** How many past decisions the queue page shows. */
export const REVIEWED_LIMIT = 10

function requestColumns() {
  const request = maybeContext()?.request
  return sql`${request?.ip ?? null}::text, ${request?.requestId ?? null}::text`
}

export const requestMoveUp = (async ({ note }) => {
  const user = requireAuth(currentUser())
  const input = parseInput(moveUpRequestSchema, { note }, memberStageMessages.invalid)
  const progress = await readProgress(user, user.id)
  if (!progress || progress.stage.id === 0) throw new UserInputError(memberStageMessages.noStage)
  if (progress.moveUpRequest?.status === 'pending') throw new UserInputError(memberStageMessages.alreadyPending)
  if (!progress.nextStage) throw new UserInputError(memberStageMessages.lastStage)
  if (progress.remainingTasksCount > 0) throw new UserInputError(memberStageMessages.tasksRemaining)
  // The partial unique index (one pending request per member) settles a race between two tabs.
  const result = await db.execute<{ id: number }>(sql`
    with asked as (
      insert into move_up_reviews (user_id, from_stage_id, to_stage_id, note)
      values (${user.id}, ${progress.stage.id}, ${progress.nextStage.id}, ${input.note})
      on conflict (user_id) where status = 'pending' do nothing
      returning id, from_stage_id, to_stage_id
    ),
    logged as (
      insert into info_logs (action, user_id, original_user_id, entity_type, entity_id, details, ip, request_id)
      select 'move-up-requested', ${user.id}::int, ${user.originalUserId ?? null}::int, 'move-up-review', a.id::text,
             jsonb_build_object('fromStageId', a.from_stage_id, 'toStageId', a.to_stage_id), ${requestColumns()}
        from asked a
    )
    select id from asked`)
  if (!result.rows[0]) throw new UserInputError(memberStageMessages.alreadyPending)
  const after = await readProgress(user, user.id)
  if (!after) throw new NotFoundError(memberStageMessages.noStage)
  return after
}) satisfies MutationResolvers['requestMoveUp']

/**
 * Decides a pending request out of a stage `user` reviews, in ONE statement: the review row is
 * locked, updated only while still pending, the member moved on approval, the decision logged.
 */
async function decide(user: CurrentUser, id: number, decision: 'approved' | 'rejected', note: string | null) {
  if (!isRowId(id)) throw new NotFoundError(memberStageMessages.reviewNotFound)
  const result = await db.execute<{ status: string | null; decided: number }>(sql`
    with target as (
      select r.id, r.status from move_up_reviews r
       where r.id = ${id} and ${reviewsStage(user, sql`r.from_stage_id`)}
       for update
    ),
    decided as (
      update move_up_reviews set status = ${decision}, reviewer_id = ${user.id}, reviewer_note = ${note},
             reviewed_at = now(), updated_at = now()
       where id = (select t.id from target t where t.status = 'pending')
       returning id, user_id, from_stage_id, to_stage_id
    ),
    moved as (
      update users set stage_id = d.to_stage_id, updated_at = now()
        from decided d where users.id = d.user_id and ${decision} = 'approved'
      returning users.id
    ),
    logged as (
      insert into info_logs (action, user_id, original_user_id, entity_type, entity_id, details, ip, request_id)
      select ${decision === 'approved' ? 'move-up-approved' : 'move-up-sent-back'}, ${user.id}::int, ${user.originalUserId ?? null}::int,
             'move-up-review', d.id::text,
             jsonb_build_object('memberId', d.user_id, 'fromStageId', d.from_stage_id, 'toStageId', d.to_stage_id, 'note', ${note}::text),
             ${requestColumns()}
        from decided d
    )
    select (select t.status from target t) as status, (select count(*) from decided)::int as decided`)
  const row = result.rows[0]
  if (!row?.status) throw new NotFoundError(memberStageMessages.reviewNotFound)
  if (!row.decided) throw new UserInputError(memberStageMessages.alreadyReviewed)
  const answer = await db.execute<{ review: ReviewJson }>(sql`select ${reviewJson} as review from move_up_reviews r where r.id = ${id}`)
  return toMoveUpReview(answer.rows[0].review)
}

export const approveMoveUp = (async ({ id, note }) => {
  const user = requireAuth(currentUser())
  const input = parseInput(approveMoveUpSchema, { note }, memberStageMessages.invalid)
  return decide(user, id, 'approved', input.note)
}) satisfies MutationResolvers['approveMoveUp']

export const sendBackMoveUp = (async ({ id, note }) => {
  const user = requireAuth(currentUser())
  const input = parseInput(sendBackMoveUpSchema, { note }, memberStageMessages.invalid)
  return decide(user, id, 'rejected', input.note)
}) satisfies MutationResolvers['sendBackMoveUp']

type QueueRow = { stage: StageJson; pending: ReviewJson[]; pending_count: number; reviewed: ReviewJson[] }

/** The waiting requests out of a stage, oldest first, as json (at most `limit`). */
export function pendingQueueJson(stageIdSql: ReturnType<typeof sql>, limit = QUEUE_LIMIT) {
  return sql`(select coalesce(json_agg(q.review order by q.created_at, q.id), '[]'::json) from (
      select ${reviewJson} as review, r.created_at, r.id from move_up_reviews r
       where r.from_stage_id = ${stageIdSql} and r.status = 'pending'
       order by r.created_at, r.id limit ${limit}) q)`
}

export function pendingCountSql(stageIdSql: ReturnType<typeof sql>) {
  return sql`(select count(*)::int from move_up_reviews r where r.from_stage_id = ${stageIdSql} and r.status = 'pending')`
}

export const moveUpQueue = (async ({ stageId }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(stageId)) return null
  const result = await db.execute<QueueRow>(sql`
    select ${stageJson('s')} as stage,
      ${pendingQueueJson(sql`s.id`)} as pending,
      ${pendingCountSql(sql`s.id`)} as pending_count,
      (select coalesce(json_agg(q.review order by q.reviewed_at desc, q.id desc), '[]'::json) from (
          select ${reviewJson} as review, r.reviewed_at, r.id from move_up_reviews r
           where r.from_stage_id = s.id and r.status <> 'pending'
           order by r.reviewed_at desc, r.id desc limit ${REVIEWED_LIMIT}) q) as reviewed
    from stages s where s.id = ${stageId} and ${reviewsStage(user, sql`s.id`)}`)
  const row = result.rows[0]
  if (!row) return null
  return {
    stage: row.stage,
    pending: row.pending.map(toMoveUpReview),
    pendingCount: row.pending_count,
    reviewed: row.reviewed.map(toMoveUpReview),
  }
}) satisfies QueryResolvers['moveUpQueue']
