// The tasks of the member's stage: each with its markdown description (rendered safely), its
// Tribe Points, its action link, and a button to mark it done; finished ones say so. Used by the
// stage page; the drawer shows the short list of what remains.
import clsx from 'clsx'
import { Button } from '@/components/ui/Button/Button'
import { Icon } from '@/components/ui/Icon/Icon'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'

export type StageTask = {
  id: number
  title: string
  description: string
  points: number
  actionLabel?: string | null
  actionUrl?: string | null
  finished: boolean
}

type Props = {
  tasks: StageTask[]
  /** Finishes a task (the mutation); absent when the list is read-only. */
  onFinish?: (taskId: number) => void
  /** The task being finished now: its button shows it is working. */
  finishingId?: number | null
}

const isExternal = (url: string) => /^https?:\/\//.test(url)

export function StageTaskList({ tasks, onFinish, finishingId = null }: Props) {
  if (tasks.length === 0) {
    return (
      <EmptyCard
        title="No tasks on this stage yet"
        description="Your coaches have not added tasks to this stage. Check back soon."
      />
    )
  }
  return (
    <ol className="space-y-3" aria-label="Stage tasks">
      {tasks.map((task) => (
        <li
          key={task.id}
          aria-label={task.title}
          className={clsx('rounded-xl border bg-white p-4 sm:p-5', task.finished ? 'border-emerald-200' : 'border-slate-200')}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 flex-1">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                {task.finished && <Icon name="check" className="h-5 w-5 shrink-0 text-emerald-600" />}
                <span className="break-words">{task.title}</span>
              </h3>
              <p className="mt-0.5 text-sm font-medium text-brand-700">+{task.points} Tribe Points</p>
              {task.description && <Markdown className="mt-2 text-sm">{task.description}</Markdown>}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              {task.actionUrl && (
                <a
                  href={task.actionUrl}
                  {...(isExternal(task.actionUrl) ? { target: '_blank', rel: 'noreferrer' } : {})}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {task.actionLabel || 'Open'}
                </a>
              )}
              {task.finished ? (
                <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-700">Finished</span>
              ) : (
                onFinish && (
                  <Button
                    size="sm"
                    onClick={() => onFinish(task.id)}
                    loading={finishingId === task.id}
                    loadingLabel="Saving..."
                    disabled={finishingId !== null}
                    aria-label={`Mark "${task.title}" as done`}
                  >
                    Mark as done
                  </Button>
                )
              )}
            </div>
          </div>
        </li>
      ))}
    </ol>
  )
}

export default StageTaskList
