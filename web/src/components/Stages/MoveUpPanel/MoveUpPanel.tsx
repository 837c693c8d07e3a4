// Moving up from the member's stage: what they can do now (ask, once every task is done), the
// request waiting for review, or the reviewer's note when it was sent back.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { notifySuccess } from '@/lib/toast'
import type { RequestMoveUpMutation, RequestMoveUpMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { MoveUpNoteForm } from '../MoveUpNoteForm/MoveUpNoteForm'
import { stageLabel } from '../stageProgress'
import { STAGE_PROGRESS_FIELDS } from '../MyStage/stageProgressFields'

export const REQUEST_MOVE_UP = gql`
  mutation RequestMoveUp($note: String) {
    requestMoveUp(note: $note) {
      ...StageProgressFields
    }
  }
  ${STAGE_PROGRESS_FIELDS}
`

export const MOVE_UP_SENT = 'Your request was sent to your stage reviewers.'

type Props = {
  progress: {
    stage: { id: number; number: number; name: string }
    nextStage?: { number: number; name: string } | null
    remainingTasksCount: number
    canRequestMoveUp: boolean
    moveUpRequest?: {
      status: string
      createdAt: string
      reviewerName?: string | null
      reviewerNote?: string | null
      reviewedAt?: string | null
      toStage: { number: number; name: string }
    } | null
  }
}

export function MoveUpPanel({ progress }: Props) {
  const [open, setOpen] = useState(false)
  const [request, { loading, error, reset }] = useMutation<RequestMoveUpMutation, RequestMoveUpMutationVariables>(REQUEST_MOVE_UP, {
    onCompleted: () => {
      setOpen(false)
      notifySuccess(MOVE_UP_SENT)
    },
    // The error is the mutation's `error`: the form shows it (field messages under the note).
    onError: () => undefined,
  })
  const { nextStage, moveUpRequest, canRequestMoveUp, remainingTasksCount } = progress
  const close = () => {
    setOpen(false)
    reset()
  }

  let status: string
  if (moveUpRequest?.status === 'pending') {
    status = `Your request to move up to ${stageLabel(moveUpRequest.toStage)} is waiting for review (asked ${formatDate(moveUpRequest.createdAt)}).`
  } else if (!nextStage) {
    status = 'You are on the last stage. Well done!'
  } else if (remainingTasksCount > 0) {
    status = `Finish every task of this stage to ask to move up to ${stageLabel(nextStage)}.`
  } else {
    status = `Every task is done: ask your reviewers to move you up to ${stageLabel(nextStage)}.`
  }

  return (
    <section aria-labelledby="move-up-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="move-up-heading" className="font-semibold text-slate-900">
        Moving up
      </h2>
      <p className="text-sm text-slate-600" data-testid="move-up-status">
        {status}
      </p>
      {moveUpRequest?.status === 'rejected' && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          <p className="font-medium">
            Sent back{moveUpRequest.reviewerName ? ` by ${moveUpRequest.reviewerName}` : ''}
            {moveUpRequest.reviewedAt ? ` on ${formatDate(moveUpRequest.reviewedAt)}` : ''}
          </p>
          {moveUpRequest.reviewerNote && <p className="mt-1 whitespace-pre-line break-words">{moveUpRequest.reviewerNote}</p>}
        </div>
      )}
      {canRequestMoveUp && (
        <Button onClick={() => setOpen(true)}>Ask to move up</Button>
      )}
      <Modal open={open} onClose={close} title="Ask to move up">
        <MoveUpNoteForm
          label="Note to your reviewers"
          hint="Optional: anything they should know."
          submitLabel="Send request"
          onSave={(note) => void request({ variables: { note } })}
          onCancel={close}
          error={error}
          loading={loading}
        />
      </Modal>
    </section>
  )
}

export default MoveUpPanel
