// A stage's tasks on its page: the live ones in the order members see them (Up and Down move one,
// by mouse or keyboard), each with Edit and Delete; a dialog adds or edits one
// (TaskForm, with the markdown preview). Deleting a task members finished archives it instead, and
// the confirmation says so; archived tasks are listed below with Restore.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  CreateStageTaskMutation,
  CreateStageTaskMutationVariables,
  DeleteStageTaskMutation,
  DeleteStageTaskMutationVariables,
  FindStageQuery,
  ReorderStageTasksMutation,
  ReorderStageTasksMutationVariables,
  RestoreStageTaskMutation,
  RestoreStageTaskMutationVariables,
  UpdateStageTaskMutation,
  UpdateStageTaskMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { Modal } from '@/components/ui/Modal/Modal'
import { TaskForm, type TaskValues } from '../TaskForm/TaskForm'
import { moveTask } from './moveTask'

export type StageTaskRecord = NonNullable<FindStageQuery['stage']>['tasks'][number]

export const CREATE_STAGE_TASK = gql`
  mutation CreateStageTask($stageId: Int!, $input: StageTaskInput!) {
    createStageTask(stageId: $stageId, input: $input) {
      id
      stageId
      title
      description
      points
      actionLabel
      actionUrl
      position
      archivedAt
      completionCount
    }
  }
`
export const UPDATE_STAGE_TASK = gql`
  mutation UpdateStageTask($id: Int!, $input: StageTaskInput!) {
    updateStageTask(id: $id, input: $input) {
      id
      stageId
      title
      description
      points
      actionLabel
      actionUrl
      position
      archivedAt
      completionCount
    }
  }
`
export const DELETE_STAGE_TASK = gql`
  mutation DeleteStageTask($id: Int!) {
    deleteStageTask(id: $id) {
      id
      stageId
      title
      description
      points
      actionLabel
      actionUrl
      position
      archivedAt
      completionCount
    }
  }
`
export const RESTORE_STAGE_TASK = gql`
  mutation RestoreStageTask($id: Int!) {
    restoreStageTask(id: $id) {
      id
      stageId
      title
      description
      points
      actionLabel
      actionUrl
      position
      archivedAt
      completionCount
    }
  }
`
export const REORDER_STAGE_TASKS = gql`
  mutation ReorderStageTasks($stageId: Int!, $taskIds: [Int!]!) {
    reorderStageTasks(stageId: $stageId, taskIds: $taskIds) {
      id
      stageId
      title
      description
      points
      actionLabel
      actionUrl
      position
      archivedAt
      completionCount
    }
  }
`

/** Every change refetches the stage: its task list, counts and order come from the server. */
const refetch = { refetchQueries: ['FindStage'], awaitRefetchQueries: true }

type Editing = { task: StageTaskRecord | null } | null

export function StageTasks({ stageId, tasks, canEdit }: { stageId: number; tasks: StageTaskRecord[]; canEdit: boolean }) {
  const live = tasks.filter((task) => !task.archivedAt)
  const archived = tasks.filter((task) => task.archivedAt)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<StageTaskRecord | null>(null)

  const [createTask, created] = useMutation<CreateStageTaskMutation, CreateStageTaskMutationVariables>(CREATE_STAGE_TASK, refetch)
  const [updateTask, updated] = useMutation<UpdateStageTaskMutation, UpdateStageTaskMutationVariables>(UPDATE_STAGE_TASK, refetch)
  const [deleteTask, deleted] = useMutation<DeleteStageTaskMutation, DeleteStageTaskMutationVariables>(DELETE_STAGE_TASK, refetch)
  const [restoreTask, restored] = useMutation<RestoreStageTaskMutation, RestoreStageTaskMutationVariables>(RESTORE_STAGE_TASK, refetch)
  const [reorderTasks, reordered] = useMutation<ReorderStageTasksMutation, ReorderStageTasksMutationVariables>(REORDER_STAGE_TASKS, refetch)

  const openForm = (task: StageTaskRecord | null) => {
    created.reset()
    updated.reset()
    setEditing({ task })
  }

  const onSave = async (input: TaskValues) => {
    const task = editing?.task
    try {
      if (task) await updateTask({ variables: { id: task.id, input } })
      else await createTask({ variables: { stageId, input } })
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    setEditing(null)
    notifySuccess(task ? 'Task saved' : 'Task added')
  }

  const onDelete = async () => {
    if (!deleting) return
    try {
      const result = await deleteTask({ variables: { id: deleting.id } })
      notifySuccess(result.data?.deleteStageTask.archivedAt ? 'Task archived: members keep their points' : 'Task deleted')
    } catch (error) {
      notifyError(error)
    }
    setDeleting(null)
  }

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
        {canEdit && <Button onClick={() => openForm(null)}>Add task</Button>}
      </div>

      {live.length === 0 ? (
        <EmptyState title="No tasks yet" description="Add the first thing members do in this stage." />
      ) : (
        <ol className="space-y-3" aria-label="Tasks in order">
          {live.map((task, index) => (
            <li key={task.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <h3 className="break-words font-medium text-slate-900">
                    <span className="mr-2 text-muted">{index + 1}.</span>
                    {task.title}
                  </h3>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <Badge tone="info">{task.points} points</Badge>
                    {task.actionLabel && <span>Button: {task.actionLabel}</span>}
                    <span>
                      Finished by {task.completionCount} {task.completionCount === 1 ? 'member' : 'members'}
                    </span>
                  </div>
                </div>
                {canEdit && (
                  <div className="flex flex-wrap gap-1.5">
                    <Button variant="ghost" size="sm" disabled={index === 0 || busy} onClick={() => move(index, -1)}>
                      Up<span className="sr-only"> ({task.title})</span>
                    </Button>
                    <Button variant="ghost" size="sm" disabled={index === live.length - 1 || busy} onClick={() => move(index, 1)}>
                      Down<span className="sr-only"> ({task.title})</span>
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => openForm(task)}>
                      Edit<span className="sr-only"> {task.title}</span>
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setDeleting(task)}>
                      Delete<span className="sr-only"> {task.title}</span>
                    </Button>
                  </div>
                )}
              </div>
              {task.description && <Markdown className="mt-3 text-sm">{task.description}</Markdown>}
            </li>
          ))}
        </ol>
      )}

      {archived.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-700">Archived tasks</h3>
          <p className="text-sm text-slate-500">Hidden from members; the points earned with them are kept.</p>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {archived.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="min-w-0 break-words text-slate-700">
                  {task.title} <span className="text-muted">· {task.points} points · finished {task.completionCount}×</span>
                </span>
                {canEdit && (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run(() => restoreTask({ variables: { id: task.id } }), 'Task restored')}>
                    Restore<span className="sr-only"> {task.title}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.task ? `Edit ${editing.task.title}` : 'Add task'} size="xl">
        {editing && (
          <TaskForm
            defaultValues={
              editing.task
                ? {
                    title: editing.task.title,
                    description: editing.task.description,
                    points: editing.task.points,
                    actionLabel: editing.task.actionLabel ?? '',
                    actionUrl: editing.task.actionUrl ?? '',
                  }
                : { title: '', description: '', points: 0, actionLabel: '', actionUrl: '' }
            }
            onSave={onSave}
            onCancel={() => setEditing(null)}
            error={editing.task ? updated.error : created.error}
            loading={created.loading || updated.loading}
            submitLabel={editing.task ? 'Save task' : 'Add task'}
          />
        )}
      </Modal>

      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting && deleting.completionCount > 0 ? `Archive ${deleting.title}?` : `Delete ${deleting?.title ?? 'task'}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleted.loading} loadingLabel="Working..." onClick={onDelete}>
              {deleting && deleting.completionCount > 0 ? 'Archive task' : 'Delete task'}
            </Button>
          </>
        }
      >
        {deleting && deleting.completionCount > 0 ? (
          <p className="text-sm text-slate-600">
            {deleting.completionCount} {deleting.completionCount === 1 ? 'member has' : 'members have'} finished this task, so it is archived
            instead of deleted: members stop seeing it, and the Tribe Points they earned with it stay. You can restore it later.
          </p>
        ) : (
          <p className="text-sm text-slate-600">Nobody has finished this task yet. Deleting it cannot be undone.</p>
        )}
      </Modal>
    </section>
  )
}
