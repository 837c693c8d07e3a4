// /stages/manage-stage: the stage the user leads, its members with their Tribe Points and
// progress (a page at a time, ?page=), and the review queue with each request's age. Anyone who
// leads no stage gets the Empty state.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell } from '@/lib/cell'
import type { ManageStageQuery, ManageStageQueryVariables } from '@/types/graphql'
import { ListSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { Pager, usePageParam } from '@/components/ui/Pager/Pager'
import { ReviewCard } from '../ReviewCard/ReviewCard'
import { stageLabel } from '../stageProgress'
import { memberName } from '../reviewFields'
import { MOVE_UP_REVIEW_FIELDS } from '../ReviewCard/moveUpReviewFields'

export const QUERY = gql`
  query ManageStage($page: Int, $pageSize: Int) {
    manageStage(page: $page, pageSize: $pageSize) {
      stage {
        id
        number
        name
        description
      }
      taskCount
      pendingCount
      members {
        items {
          id
          firstName
          lastName
          email
          points
          finishedCount
          percentage
        }
        totalCount
        page
        pageSize
      }
      reviewQueue {
        ...MoveUpReviewFields
      }
    }
  }
  ${MOVE_UP_REVIEW_FIELDS}
`

type Managed = NonNullable<ManageStageQuery['manageStage']>

export function ManagedStageView({ managed }: { managed: Managed }) {
  const [, setPage] = usePageParam()
  const { stage, taskCount, members, reviewQueue, pendingCount } = managed
  // A leader who also reviews the stage decides on the review page; others only see the queue.
  const reviews = useCurrentUser()?.stagesAsReviewer.some((s) => s.id === stage.id) ?? false
  return (
    <div className="space-y-8">
      <section aria-label="Stage" className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">Stage</p>
          <p className="font-semibold text-slate-900">{stageLabel(stage)}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">Members</p>
          <p className="font-semibold text-slate-900">{members.totalCount}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">Tasks · waiting reviews</p>
          <p className="font-semibold text-slate-900">
            {taskCount} · {pendingCount}
          </p>
        </div>
      </section>

      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        {members.items.length === 0 ? (
          <EmptyCard title="No members on this stage" />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Stage members">
              {members.items.map((member) => (
                <li key={member.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_10rem_12rem] sm:items-center">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-slate-900">{memberName(member)}</p>
                    <p className="break-all text-sm text-slate-600">{member.email}</p>
                  </div>
                  <p className="text-sm text-slate-700">{member.points.toLocaleString('en-PH')} Tribe Points</p>
                  <ProgressBar percentage={member.percentage} label={`${memberName(member)}'s progress`} />
                </li>
              ))}
            </ul>
            <Pager totalItems={members.totalCount} page={members.page} pageSize={members.pageSize} onPageChange={setPage} />
          </>
        )}
      </section>

      <section aria-labelledby="stage-queue-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="stage-queue-heading" className="text-lg font-semibold text-slate-900">
            Review queue ({pendingCount})
          </h2>
          {reviews && (
            <Link to={routes.reviewMoveUp({ id: stage.id })} className={buttonClassName('secondary', 'sm')}>
              Review requests
            </Link>
          )}
        </div>
        {reviewQueue.length === 0 ? (
          <EmptyCard title="No requests waiting" />
        ) : (
          <>
            {reviewQueue.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
            {pendingCount > reviewQueue.length && (
              <p className="text-sm text-slate-600">
                The {reviewQueue.length} oldest of {pendingCount} are shown.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  )
}

export const ManageStageCell = createCell<ManageStageQueryVariables, ManageStageQuery>({
  QUERY,
  Loading: () => <ListSkeleton label="Loading your stage" count={4} />,
  Empty: () => (
    <EmptyCard
      title="You do not lead a stage"
      description="Stage leaders see their stage's members and review queue here."
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your stage" />,
  Success: ({ manageStage }) => (manageStage ? <ManagedStageView managed={manageStage} /> : null),
  displayName: 'ManageStageCell',
})

export default ManageStageCell
