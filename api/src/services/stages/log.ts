// The info-log rows of the stages back office: what changed, on which stage or task, and who
// (with the admin behind an impersonated session). Written in the change's own transaction.
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import type { Executor } from '../../lib/db'

export type StageLogAction =
  | 'stage-created'
  | 'stage-updated'
  | 'stage-deleted'
  | 'stage-task-created'
  | 'stage-task-updated'
  | 'stage-task-deleted'
  | 'stage-task-archived'
  | 'stage-task-restored'
  | 'stage-tasks-reordered'
  | 'stage-leader-added'
  | 'stage-leader-removed'
  | 'stage-reviewer-added'
  | 'stage-reviewer-removed'

export function logStageChange(tx: Executor, action: StageLogAction, entityType: 'stage' | 'task', id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog({ action, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType, entityId: id, details }, tx)
}
