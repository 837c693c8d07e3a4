// finishTask(taskId): the member finishes a live task of their stage (stage 0's when they have
// none) ONCE. The completion, its ledger row (the task's points copied, kind 'task') and the info
// log are ONE statement: the completion is inserted ON CONFLICT DO NOTHING on (user, task), and
// the ledger row and log are written only from the row that insert returned, so a double click,
// a retry or a second tab changes nothing (no second point entry). A task that is not on the
// member's stage, archived or missing answers NOT_FOUND and writes nothing.
// SQL: 2 statements (the write; the progress after it, which a statement cannot see of itself).
import { sql } from 'drizzle-orm'
import { memberStageMessages } from '../../../../common/validation/stages.memberStages'
import { requireAuth } from '../../directives'
import { currentUser, maybeContext } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import type { MutationResolvers } from '../../types/graphql'
import { effectiveStageId } from './access'
import { readProgress } from './progress'
import { isRowId } from '../../lib/validation'

export const finishTask = (async ({ taskId }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(taskId)) throw new NotFoundError(memberStageMessages.taskNotFound)
  const request = maybeContext()?.request
  const result = await db.execute<{ found: number; first: number }>(sql`
    with me as (select u.id, ${effectiveStageId('u')} as stage_id from users u where u.id = ${user.id}),
    target as (
      select t.id, t.points, t.title, t.stage_id from tasks t join me on me.stage_id = t.stage_id
       where t.id = ${taskId} and t.archived_at is null
    ),
    done as (
      insert into task_completions (user_id, task_id) select ${user.id}, id from target
      on conflict (user_id, task_id) do nothing
      returning id, task_id
    ),
    earned as (
      insert into point_entries (user_id, kind, points, task_completion_id, reason)
      select ${user.id}, 'task', t.points, d.id, 'Finished: ' || t.title from done d join target t on t.id = d.task_id
    ),
    logged as (
      insert into info_logs (action, user_id, original_user_id, entity_type, entity_id, details, ip, request_id)
      select 'task-finished', ${user.id}::int, ${user.originalUserId ?? null}::int, 'task', t.id::text,
             jsonb_build_object('stageId', t.stage_id, 'points', t.points), ${request?.ip ?? null}::text, ${request?.requestId ?? null}::text
        from done d join target t on t.id = d.task_id
    )
    select (select count(*) from target)::int as found, (select count(*) from done)::int as first`)
  if (!result.rows[0]?.found) throw new NotFoundError(memberStageMessages.taskNotFound)
  const progress = await readProgress(user, user.id)
  if (!progress) throw new NotFoundError(memberStageMessages.taskNotFound)
  return progress
}) satisfies MutationResolvers['finishTask']
