// /stages/my-stage: the member's stage with its tasks, their Tribe Points and percentage, every
// stage of the journey with theirs marked, moving up, and the rewards (coming soon, as the spec says).
import clsx from 'clsx'
import type { MyStageQuery } from '@/types/graphql'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { REWARDS_COMING_SOON } from '../rewards'
import { MoveUpPanel } from '../MoveUpPanel/MoveUpPanel'
import { StageSummary } from '../StageSummary/StageSummary'
import { StageTaskList } from '../StageTaskList/StageTaskList'
import { stageLabel } from '../stageProgress'
import { useFinishTask } from '../useFinishTask'

type Progress = NonNullable<MyStageQuery['userStageProgress']>

export function MyStage({ stages, progress }: { stages: MyStageQuery['stages']; progress: Progress }) {
  const { finish, finishingId } = useFinishTask()
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <StageSummary progress={progress} />
        {progress.stage.description && (
          <Markdown className="rounded-xl border border-slate-200 bg-white p-5 text-sm">{progress.stage.description}</Markdown>
        )}
        <section aria-labelledby="tasks-heading" className="space-y-3">
          <h2 id="tasks-heading" className="text-lg font-semibold text-slate-900">
            Tasks
          </h2>
          <StageTaskList tasks={progress.stageTasks} onFinish={(id) => void finish(id)} finishingId={finishingId} />
        </section>
        <MoveUpPanel progress={progress} />
      </div>
      <aside className="min-w-0 space-y-6">
        <section aria-labelledby="journey-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="journey-heading" className="font-semibold text-slate-900">
            The journey
          </h2>
          {stages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No stages yet.</p>
          ) : (
            <ol className="mt-3 space-y-1" aria-label="Stages">
              {stages.map((stage) => {
                const current = stage.id === progress.stage.id
                return (
                  <li
                    key={stage.id}
                    aria-current={current ? 'step' : undefined}
                    className={clsx('rounded-lg px-3 py-2 text-sm', current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700')}
                  >
                    {stageLabel(stage)}
                    {current && <span className="ml-2 text-xs font-medium uppercase tracking-wide text-brand-700">You are here</span>}
                  </li>
                )
              })}
            </ol>
          )}
        </section>
        <section aria-labelledby="rewards-heading" className="rounded-xl border border-dashed border-slate-300 bg-white p-5">
          <h2 id="rewards-heading" className="font-semibold text-slate-900">
            Rewards
          </h2>
          <p className="mt-2 text-sm text-slate-600">{REWARDS_COMING_SOON}</p>
        </section>
      </aside>
    </div>
  )
}

export default MyStage
