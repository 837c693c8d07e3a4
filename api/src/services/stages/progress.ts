// userStageProgress(id): a user's stage, the next stage, Tribe Points, the stage's tasks with what
// they finished, and their latest move-up request out of the stage. ONE statement whatever the
// number of tasks, completions, ledger rows or stages (scalar subqueries on indexed columns).
import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { effectiveStageId, progressReadable } from './access'
import { instant, percentageOf, reviewJson, stageJson, toMoveUpReview, type ReviewJson, type StageJson } from './rows'
import { isRowId } from '../../lib/validation'

/** Stage 0 when no stage row is numbered 0: a stage without tasks that names no row (id 0). */
export const NO_STAGE: StageJson = { id: 0, number: 0, name: 'Stage 0', description: null }

type TaskJson = {
  id: number
  title: string
  description: string
  points: number
  actionLabel: string | null
  actionUrl: string | null
  finishedAt: string | null
}

type Row = {
  user_id: number
  stage: StageJson | null
  next_stage: StageJson | null
  points: number
  tasks: TaskJson[]
  move_up: ReviewJson | null
}

/**
 * The progress of `userId` as `viewer` may read it (access.ts), or null. `me` holds the user and the
 * stage they are on (theirs, else the stage numbered 0).
 */
export async function readProgress(viewer: CurrentUser, userId: number) {
  if (!isRowId(userId)) return null
  const result = await db.execute<Row>(sql`
    with me as (select u.id, ${effectiveStageId('u')} as stage_id from users u where u.id = ${userId})
    select me.id as user_id,
      (select ${stageJson('s')} from stages s where s.id = me.stage_id) as stage,
      (select ${stageJson('n')} from stages n
        where n.number > coalesce((select s.number from stages s where s.id = me.stage_id), 0)
        order by n.number limit 1) as next_stage,
      (select coalesce(sum(pe.points), 0)::int from point_entries pe where pe.user_id = me.id) as points,
      (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title, 'description', t.description,
                'points', t.points, 'actionLabel', t.action_label, 'actionUrl', t.action_url, 'finishedAt', tc.completed_at)
                order by t.position, t.id), '[]'::json)
         from tasks t left join task_completions tc on tc.task_id = t.id and tc.user_id = me.id
        where t.stage_id = me.stage_id and t.archived_at is null) as tasks,
      (select ${reviewJson} from move_up_reviews r
        where r.user_id = me.id and r.from_stage_id = me.stage_id order by r.created_at desc, r.id desc limit 1) as move_up
    from me where ${progressReadable(viewer, 'me', sql`me.stage_id`)}`)
  const row = result.rows[0]
  return row ? toStageProgress(row) : null
}

function toStageProgress(row: Row) {
  const stageTasks = row.tasks.map((task) => ({ ...task, finished: task.finishedAt !== null, finishedAt: instant(task.finishedAt) }))
  const remainingTasks = stageTasks.filter((task) => !task.finished)
  const moveUpRequest = row.move_up ? toMoveUpReview(row.move_up) : null
  return {
    id: row.user_id,
    stage: row.stage ?? NO_STAGE,
    nextStage: row.next_stage,
    points: row.points,
    stageTasks,
    remainingTasks,
    remainingTasksCount: remainingTasks.length,
    percentage: percentageOf(stageTasks.length - remainingTasks.length, stageTasks.length),
    moveUpRequest,
    // A real stage row to leave (stage 0 without a row cannot be reviewed), somewhere to go, every
    // task done, and nothing already waiting.
    canRequestMoveUp: row.stage !== null && row.next_stage !== null && remainingTasks.length === 0 && moveUpRequest?.status !== 'pending',
  }
}

export type StageProgress = NonNullable<Awaited<ReturnType<typeof readProgress>>>

export const userStageProgress = (async ({ id }) => {
  const user = requireAuth(currentUser())
  return readProgress(user, id)
}) satisfies QueryResolvers['userStageProgress']
