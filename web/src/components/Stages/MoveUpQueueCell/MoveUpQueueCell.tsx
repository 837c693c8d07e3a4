// /review-move-up/{stage id}: the requests waiting out of a stage the user reviews, oldest first,
// each opened in place to approve or send back, and the latest decisions. A stage the user does
// not review answers null on the server: the Empty state says so, as for a missing stage.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { MoveUpQueueQuery, MoveUpQueueQueryVariables } from '@/types/graphql'
import { ListSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { stageLabel } from '../stageProgress'
import { MOVE_UP_REVIEW_FIELDS } from '../ReviewCard/moveUpReviewFields'

export const QUERY = gql`
  query MoveUpQueue($stageId: Int!) {
    moveUpQueue(stageId: $stageId) {
      stage {
        id
        number
        name
      }
      pendingCount
      pending {
        ...MoveUpReviewFields
      }
      reviewed {
        ...MoveUpReviewFields
      }
    }
  }
  ${MOVE_UP_REVIEW_FIELDS}
`

type Queue = NonNullable<MoveUpQueueQuery['moveUpQueue']>

export function MoveUpQueue({ queue }: { queue: Queue }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="queue-heading" className="space-y-3">
        <h2 id="queue-heading" className="text-lg font-semibold text-slate-900">
          {stageLabel(queue.stage)}: {queue.pendingCount} waiting
        </h2>
        {queue.pending.length === 0 ? (
          <EmptyCard
            title="No requests waiting"
            description="When a member of this stage finishes its tasks and asks to move up, the request shows here."
          />
        ) : (
          <div className="space-y-3">
            {queue.pending.map((review) => (
              <ReviewCard key={review.id} review={review} canDecide />
            ))}
            {queue.pendingCount > queue.pending.length && (
              <p className="text-sm text-slate-600">
                The {queue.pending.length} oldest of {queue.pendingCount} are shown; decide these to see the rest.
              </p>
            )}
          </div>
        )}
      </section>
      {queue.reviewed.length > 0 && (
        <section aria-labelledby="reviewed-heading" className="space-y-3">
          <h2 id="reviewed-heading" className="text-lg font-semibold text-slate-900">
            Latest decisions
          </h2>
          {queue.reviewed.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </section>
      )}
    </div>
  )
}

export const MoveUpQueueCell = createCell<MoveUpQueueQueryVariables, MoveUpQueueQuery>({
  QUERY,
  Loading: () => <ListSkeleton label="Loading the review queue" count={3} />,
  Empty: () => (
    <EmptyCard
      title="Stage not found"
      description="This stage does not exist or you do not review it."
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the review queue" />,
  Success: ({ moveUpQueue }) => (moveUpQueue ? <MoveUpQueue queue={moveUpQueue} /> : null),
  displayName: 'MoveUpQueueCell',
})

export default MoveUpQueueCell
