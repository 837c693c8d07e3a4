// One stage as staff see it: its details, Edit and Delete (after a confirmation) for those with
// the editStage page flag, its tasks (StageTasks) and its leaders and reviewers (StageStaff).
// Deleting is refused by the server while members are on the stage or have progress in it; the
// refusal says what to do first.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useState, type ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { DeleteStageMutation, DeleteStageMutationVariables, FindStageQuery } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { canEditStage } from '../stageAccess'
import { stageLabel } from '@/lib/stageLabel'
import { StageStaff } from '../StageStaff/StageStaff'
import { StageTasks } from '../StageTasks/StageTasks'

export const DELETE_STAGE = gql`
  mutation DeleteStage($id: Int!) {
    deleteStage(id: $id) {
      id
    }
  }
`

export type StageRecord = NonNullable<FindStageQuery['stage']>

/** The stage's two staff lists, leaders then reviewers, with what each kind does. */
const staffLists = (stage: StageRecord) =>
  [
    { kind: 'leader', people: stage.leaders, description: "Leaders manage the stage's members (Manage stage). A person leads one stage at most." },
    { kind: 'reviewer', people: stage.reviewers, description: "Reviewers approve members' requests to move up from this stage." },
  ] as const

export function Stage({ stage }: { stage: StageRecord }) {
  const canEdit = canEditStage(useCurrentUser())
  const [confirming, setConfirming] = useState(false)
  const [deleteStage, { loading }] = useMutation<DeleteStageMutation, DeleteStageMutationVariables>(DELETE_STAGE, {
    // Gone from the server, gone from the cache: nothing may show it again.
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteStage) })
    },
  })

  const onDelete = async () => {
    try {
      await deleteStage({ variables: { id: stage.id } })
    } catch (error) {
      setConfirming(false)
      notifyError(error)
      return
    }
    notifySuccess('Stage deleted')
    navigate(routes.stages())
  }

  return (
    <article className="space-y-8">
      <RecordHeader
        back={{ to: routes.stages(), label: 'Stages' }}
        title={stageLabel(stage)}
        strongBack
        editTo={canEdit ? routes.editStage({ id: stage.id }) : null}
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        }
      />

      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 sm:px-6">
        <Detail label="Description">{stage.description ?? <None />}</Detail>
        <Detail label="Course">{stage.course?.name ?? <None />}</Detail>
        <Detail label="Members on this stage">{stage.memberCount}</Detail>
        <Detail label="Updated">{formatDate(stage.updatedAt)}</Detail>
      </dl>

      <StageTasks stageId={stage.id} tasks={stage.tasks} canEdit={canEdit} />

      <div className="grid gap-8 lg:grid-cols-2">
        {staffLists(stage).map((list) => (
          <StageStaff key={list.kind} stageId={stage.id} canEdit={canEdit} {...list} />
        ))}
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${stageLabel(stage)}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={loading} loadingLabel="Deleting..." onClick={onDelete}>
              Delete stage
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">
          This deletes the stage with its tasks, leaders and reviewers. A stage that members are on, or whose tasks members have
          finished, cannot be deleted: their progress and Tribe Points are kept.
        </p>
      </Modal>
    </article>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

function None() {
  return <span className="text-muted">None</span>
}
