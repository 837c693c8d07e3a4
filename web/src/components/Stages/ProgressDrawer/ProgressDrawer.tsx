// The progress drawer's content (loaded on first open): the member's stage, Tribe Points,
// percentage and the next tasks, from the same cached progress the stage page shows.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { ProgressDrawerQuery, ProgressDrawerQueryVariables } from '@/types/graphql'
import { ListSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { StageSummary } from '../StageSummary/StageSummary'
import { REWARDS_COMING_SOON } from '../rewards'
import { STAGE_PROGRESS_FIELDS } from '../MyStage/stageProgressFields'

export const QUERY = gql`
  query ProgressDrawer($userId: Int!) {
    userStageProgress(id: $userId) {
      ...StageProgressFields
    }
  }
  ${STAGE_PROGRESS_FIELDS}
`

/** How many of the remaining tasks the drawer lists. */
export const NEXT_TASKS_SHOWN = 3

type Progress = NonNullable<ProgressDrawerQuery['userStageProgress']>

export function DrawerProgress({ progress, onNavigate }: { progress: Progress; onNavigate?: () => void }) {
  const next = progress.remainingTasks.slice(0, NEXT_TASKS_SHOWN)
  return (
    <div className="space-y-5">
      <StageSummary progress={progress} compact />
      <section aria-labelledby="drawer-next-tasks">
        <h3 id="drawer-next-tasks" className="text-sm font-semibold text-slate-900">
          Next tasks
        </h3>
        {next.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nothing left on this stage.</p>
        ) : (
          <ul className="mt-2 space-y-2" aria-label="Next tasks">
            {next.map((task) => (
              <li key={task.id} className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <span className="min-w-0 break-words text-slate-800">{task.title}</span>
                <span className="shrink-0 font-medium text-brand-700">+{task.points}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-xs text-slate-500">{REWARDS_COMING_SOON}</p>
      <Link to={routes.viewStage()} className={buttonClassName('primary', 'sm', 'w-full')} onClick={onNavigate}>
        Open my stage
      </Link>
    </div>
  )
}

const ProgressDrawerCell = createCell<ProgressDrawerQueryVariables & { onNavigate?: () => void }, ProgressDrawerQuery>({
  QUERY,
  beforeQuery: ({ userId }) => ({ variables: { userId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }),
  isEmpty: (data) => !data.userStageProgress,
  Loading: () => <ListSkeleton label="Loading your progress" count={3} />,
  Empty: () => <p className="text-sm text-slate-600">Your stage progress could not be found.</p>,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your progress" />,
  Success: ({ userStageProgress, onNavigate }) =>
    userStageProgress ? <DrawerProgress progress={userStageProgress} onNavigate={onNavigate} /> : null,
  displayName: 'ProgressDrawerCell',
})

export default function ProgressDrawer({ userId, open, onClose }: { userId: number; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="My progress">
      {open && <ProgressDrawerCell userId={userId} onNavigate={onClose} />}
    </Modal>
  )
}
