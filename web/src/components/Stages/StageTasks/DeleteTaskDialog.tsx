// Confirming a task's deletion: a task members finished is archived instead (their points stay),
// and the dialog says which of the two will happen.
import { useMutation } from '@apollo/client'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { DeleteStageTaskMutation, DeleteStageTaskMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { DELETE_STAGE_TASK, refetch, type StageTaskRecord } from './stageTaskOperations'

export function DeleteTaskDialog({ deleting, onClose }: { deleting: StageTaskRecord | null; onClose: () => void }) {
  const [deleteTask, deleted] = useMutation<DeleteStageTaskMutation, DeleteStageTaskMutationVariables>(DELETE_STAGE_TASK, refetch)

  const onDelete = async () => {
    if (!deleting) return
    try {
      const result = await deleteTask({ variables: { id: deleting.id } })
      notifySuccess(result.data?.deleteStageTask.archivedAt ? 'Task archived: members keep their points' : 'Task deleted')
    } catch (error) {
      notifyError(error)
    }
    onClose()
  }

  return (
    <Modal
      open={deleting !== null}
      onClose={onClose}
      title={deleting && deleting.completionCount > 0 ? `Archive ${deleting.title}?` : `Delete ${deleting?.title ?? 'task'}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
  )
}
