// A stage's archived tasks (hidden from members, their points kept), each with Restore.
import { Button } from '@/components/ui/Button/Button'
import type { StageTaskRecord } from './stageTaskOperations'

type Props = { tasks: StageTaskRecord[]; canEdit: boolean; busy: boolean; onRestore: (task: StageTaskRecord) => void }

export function ArchivedTasks({ tasks, canEdit, busy, onRestore }: Props) {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-slate-700">Archived tasks</h3>
      <p className="text-sm text-slate-500">Hidden from members; the points earned with them are kept.</p>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="min-w-0 break-words text-slate-700">
              {task.title} <span className="text-muted">· {task.points} points · finished {task.completionCount}×</span>
            </span>
            {canEdit && (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRestore(task)}>
                Restore<span className="sr-only"> {task.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
