// The member's standing on their stage: the stage, Tribe Points, the percentage done and how many
// tasks remain. Shown at the top of /stages/my-stage and in the navbar's progress drawer, so both
// always read the same numbers from the same cached progress.
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import { formatPoints, stageLabel } from '../stageProgress'

type Props = {
  progress: {
    stage: { number: number; name: string }
    nextStage?: { number: number; name: string } | null
    points: number
    percentage: number
    remainingTasksCount: number
  }
  /** The heading level's element: the page has an h1 above, the drawer its title. */
  compact?: boolean
}

export function StageSummary({ progress, compact = false }: Props) {
  const { stage, nextStage, points, percentage, remainingTasksCount } = progress
  return (
    <section aria-label="Stage progress" className={compact ? 'space-y-3' : 'space-y-4 rounded-xl border border-slate-200 bg-white p-5'}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900" data-testid="stage-label">
          {stageLabel(stage)}
        </p>
        <p className="text-lg font-semibold text-brand-700" data-testid="stage-points">
          {formatPoints(points)}
        </p>
      </div>
      <ProgressBar percentage={percentage} label={`${stageLabel(stage)} progress`} />
      <p className="text-sm text-slate-600" data-testid="stage-remaining">
        {remainingTasksCount === 0
          ? 'Every task of this stage is done.'
          : `${remainingTasksCount} ${remainingTasksCount === 1 ? 'task' : 'tasks'} left on this stage.`}
        {nextStage ? ` Next: ${stageLabel(nextStage)}.` : ''}
      </p>
    </section>
  )
}

export default StageSummary
