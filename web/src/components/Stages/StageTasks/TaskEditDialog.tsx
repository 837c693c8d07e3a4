// Adding or editing a task in a dialog (TaskForm, with the markdown preview): useTaskEditor holds
// which task is open and saves it; TaskEditDialog draws it.
import { useMutation, type ApolloError } from '@apollo/client'
import { useState } from 'react'
import { notifySuccess } from '@/lib/toast'
import type { CreateStageTaskMutation, CreateStageTaskMutationVariables, UpdateStageTaskMutation, UpdateStageTaskMutationVariables } from '@/types/graphql'
import { Modal } from '@/components/ui/Modal/Modal'
import { TaskForm, type TaskValues } from '../TaskForm/TaskForm'
import { CREATE_STAGE_TASK, refetch, UPDATE_STAGE_TASK, type StageTaskRecord } from './stageTaskOperations'

/** The task in the dialog (null: a new one), or null when the dialog is closed. */
type Editing = { task: StageTaskRecord | null } | null

export function useTaskEditor(stageId: number) {
  const [editing, setEditing] = useState<Editing>(null)
  const [createTask, created] = useMutation<CreateStageTaskMutation, CreateStageTaskMutationVariables>(CREATE_STAGE_TASK, refetch)
  const [updateTask, updated] = useMutation<UpdateStageTaskMutation, UpdateStageTaskMutationVariables>(UPDATE_STAGE_TASK, refetch)

  const open = (task: StageTaskRecord | null) => {
    created.reset()
    updated.reset()
    setEditing({ task })
  }

  const save = async (input: TaskValues) => {
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

  return {
    editing,
    open,
    close: () => setEditing(null),
    save,
    error: editing?.task ? updated.error : created.error,
    loading: created.loading || updated.loading,
  }
}

type Props = {
  editing: Editing
  onClose: () => void
  onSave: (input: TaskValues) => Promise<void>
  error: ApolloError | undefined
  loading: boolean
}

export function TaskEditDialog({ editing, onClose, onSave, error, loading }: Props) {
  return (
    <Modal open={editing !== null} onClose={onClose} title={editing?.task ? `Edit ${editing.task.title}` : 'Add task'} size="xl">
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
          onCancel={onClose}
          error={error}
          loading={loading}
          submitLabel={editing.task ? 'Save task' : 'Add task'}
        />
      )}
    </Modal>
  )
}
