// A stage's tasks on its page: the live ones in the order members see them (Up and Down move one,
// by mouse or keyboard), each with Edit and Delete; a dialog adds or edits one
// (TaskForm, with the markdown preview). Deleting a task members finished archives it instead, and
// the confirmation says so; archived tasks are listed below with Restore.
import { useMutation } from '@apollo/client'
import { useState } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { ReorderStageTasksMutation, ReorderStageTasksMutationVariables, RestoreStageTaskMutation, RestoreStageTaskMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ArchivedTasks } from './ArchivedTasks'
import { DeleteTaskDialog } from './DeleteTaskDialog'
import { moveTask } from './moveTask'
import { REORDER_STAGE_TASKS, refetch, RESTORE_STAGE_TASK, type StageTaskRecord } from './stageTaskOperations'
import { TaskEditDialog, useTaskEditor } from './TaskEditDialog'
import { TaskRow } from './TaskRow'

export {
  CREATE_STAGE_TASK,
  DELETE_STAGE_TASK,
  REORDER_STAGE_TASKS,
  RESTORE_STAGE_TASK,
  UPDATE_STAGE_TASK,
  type StageTaskRecord,
} from './stageTaskOperations'

export function StageTasks({ stageId, tasks, canEdit }: { stageId: number; tasks: StageTaskRecord[]; canEdit: boolean }) {
  const live = tasks.filter((task) => !task.archivedAt)
  const archived = tasks.filter((task) => task.archivedAt)
  const editor = useTaskEditor(stageId)
  const [deleting, setDeleting] = useState<StageTaskRecord | null>(null)

  const [restoreTask, restored] = useMutation<RestoreStageTaskMutation, RestoreStageTaskMutationVariables>(RESTORE_STAGE_TASK, refetch)
  const [reorderTasks, reordered] = useMutation<ReorderStageTasksMutation, ReorderStageTasksMutationVariables>(REORDER_STAGE_TASKS, refetch)

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work()
      notifySuccess(done)
    } catch (error) {
      notifyError(error)
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const order = moveTask(
      live.map((task) => task.id),
      index,
      index + by,
    )
    if (order) void run(() => reorderTasks({ variables: { stageId, taskIds: order } }), 'Order saved')
  }

  const busy = reordered.loading || restored.loading

  return (
    <section aria-labelledby="stage-tasks-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="stage-tasks-heading" className="text-lg font-semibold text-slate-900">
            Tasks
          </h2>
          <p className="text-sm text-slate-500">Members see them in this order and earn the points when they finish one.</p>
        </div>
        {canEdit && <Button onClick={() => editor.open(null)}>Add task</Button>}
      </div>

      {live.length === 0 ? (
        <EmptyState title="No tasks yet" description="Add the first thing members do in this stage." />
      ) : (
        <ol className="space-y-3" aria-label="Tasks in order">
          {live.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              index={index}
              last={index === live.length - 1}
              canEdit={canEdit}
              busy={busy}
              onMove={(by) => move(index, by)}
              onEdit={() => editor.open(task)}
              onDelete={() => setDeleting(task)}
            />
          ))}
        </ol>
      )}

      {archived.length > 0 && (
        <ArchivedTasks
          tasks={archived}
          canEdit={canEdit}
          busy={busy}
          onRestore={(task) => void run(() => restoreTask({ variables: { id: task.id } }), 'Task restored')}
        />
      )}

      <TaskEditDialog editing={editor.editing} onClose={editor.close} onSave={editor.save} error={editor.error} loading={editor.loading} />
      <DeleteTaskDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}
