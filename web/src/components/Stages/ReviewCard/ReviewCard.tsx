// One move-up request: the member, their standing on the stage, their note and how long it has
// waited; a reviewer of the stage approves it or sends it back with a note (in a dialog). Past
// decisions show who decided, when and why.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { notifySuccess } from '@/lib/toast'
import type {
  ApproveMoveUpMutation,
  ApproveMoveUpMutationVariables,
  SendBackMoveUpMutation,
  SendBackMoveUpMutationVariables,
} from '@/types/graphql'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { MoveUpNoteForm } from '../MoveUpNoteForm/MoveUpNoteForm'
import { stageLabel } from '../stageProgress'
import { memberName, waitingFor, type ReviewView } from '../reviewFields'
import { MOVE_UP_REVIEW_FIELDS } from './moveUpReviewFields'

export const APPROVE_MOVE_UP = gql`
  mutation ApproveMoveUp($id: Int!, $note: String) {
    approveMoveUp(id: $id, note: $note) {
      ...MoveUpReviewFields
    }
  }
  ${MOVE_UP_REVIEW_FIELDS}
`

export const SEND_BACK_MOVE_UP = gql`
  mutation SendBackMoveUp($id: Int!, $note: String!) {
    sendBackMoveUp(id: $id, note: $note) {
      ...MoveUpReviewFields
    }
  }
  ${MOVE_UP_REVIEW_FIELDS}
`

type Props = {
  review: ReviewView
  /** A reviewer of the stage may decide; the stage leader's page only shows the queue. */
  canDecide?: boolean
}

const STATUS_LABEL: Record<string, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Sent back' }

export function ReviewCard({ review, canDecide = false }: Props) {
  const [dialog, setDialog] = useState<'approve' | 'sendBack' | null>(null)
  const options = {
    // The queue and the leader's page list waiting requests: a decided one leaves them.
    refetchQueries: ['MoveUpQueue', 'ManageStage'],
    awaitRefetchQueries: true,
    // The error is the mutation's `error`: the dialog's form shows it.
    onError: () => undefined,
  }
  const [approve, approving] = useMutation<ApproveMoveUpMutation, ApproveMoveUpMutationVariables>(APPROVE_MOVE_UP, {
    ...options,
    onCompleted: () => {
      setDialog(null)
      notifySuccess(`${memberName(review.member)} moved up to ${stageLabel(review.toStage)}`)
    },
  })
  const [sendBack, sendingBack] = useMutation<SendBackMoveUpMutation, SendBackMoveUpMutationVariables>(SEND_BACK_MOVE_UP, {
    ...options,
    onCompleted: () => {
      setDialog(null)
      notifySuccess(`Request sent back to ${memberName(review.member)}`)
    },
  })
  const close = () => {
    setDialog(null)
    approving.reset()
    sendingBack.reset()
  }
  const name = memberName(review.member)
  return (
    <article aria-label={`Move-up request from ${name}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{name}</h3>
          <p className="break-all text-sm text-slate-600">{review.member.email}</p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{STATUS_LABEL[review.status] ?? review.status}</span>
      </div>
      <p className="text-sm text-slate-700">
        {stageLabel(review.fromStage)} → {stageLabel(review.toStage)} · asked {formatDate(review.createdAt)}
        {review.status === 'pending' && <> · waiting {waitingFor(review.createdAt)}</>}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{review.member.points.toLocaleString('en-PH')} Tribe Points</span>
        <span>{review.member.finishedCount} tasks finished</span>
      </div>
      <ProgressBar percentage={review.member.percentage} label={`${name}'s progress on ${stageLabel(review.fromStage)}`} />
      {review.note && <p className="whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{review.note}</p>}
      {review.status !== 'pending' && (
        <p className="text-sm text-slate-600">
          {STATUS_LABEL[review.status]} by {review.reviewerName ?? 'a former reviewer'}
          {review.reviewedAt ? ` on ${formatDate(review.reviewedAt)}` : ''}
          {review.reviewerNote ? `: ${review.reviewerNote}` : ''}
        </p>
      )}
      {canDecide && review.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDialog('approve')} aria-label={`Approve ${name}`}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog('sendBack')} aria-label={`Send back ${name}`}>
            Send back
          </Button>
        </div>
      )}
      <Modal open={dialog === 'approve'} onClose={close} title={`Move ${name} up to ${stageLabel(review.toStage)}?`}>
        <MoveUpNoteForm
          label="Note to the member"
          hint="Optional: kept with the decision."
          submitLabel="Approve"
          onSave={(note) => void approve({ variables: { id: review.id, note } })}
          onCancel={close}
          error={approving.error}
          loading={approving.loading}
        />
      </Modal>
      <Modal open={dialog === 'sendBack'} onClose={close} title={`Send back ${name}'s request?`}>
        <MoveUpNoteForm
          label="What should they do first?"
          noteRequired
          submitLabel="Send back"
          onSave={(note) => void sendBack({ variables: { id: review.id, note: note ?? '' } })}
          onCancel={close}
          error={sendingBack.error}
          loading={sendingBack.loading}
        />
      </Modal>
    </article>
  )
}

export default ReviewCard
