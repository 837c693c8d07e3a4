// One live task in the stage's order: number, title, points, button label and how many finished
// it, with Up / Down / Edit / Delete for those who may edit.
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import type { StageTaskRecord } from './stageTaskOperations'

type Props = {
  task: StageTaskRecord
  index: number
  last: boolean
  canEdit: boolean
  busy: boolean
  onMove: (by: -1 | 1) => void
  onEdit: () => void
  onDelete: () => void
}

export function TaskRow({ task, index, last, canEdit, busy, onMove, onEdit, onDelete }: Props) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-medium text-slate-900">
            <span className="mr-2 text-muted">{index + 1}.</span>
            {task.title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge tone="info">{task.points} points</Badge>
            {task.actionLabel && <span>Button: {task.actionLabel}</span>}
            <span>
              Finished by {task.completionCount} {task.completionCount === 1 ? 'member' : 'members'}
            </span>
          </div>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-1.5">
            <Button variant="ghost" size="sm" disabled={index === 0 || busy} onClick={() => onMove(-1)}>
              Up<span className="sr-only"> ({task.title})</span>
            </Button>
            <Button variant="ghost" size="sm" disabled={last || busy} onClick={() => onMove(1)}>
              Down<span className="sr-only"> ({task.title})</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={onEdit}>
              Edit<span className="sr-only"> {task.title}</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={onDelete}>
              Delete<span className="sr-only"> {task.title}</span>
            </Button>
          </div>
        )}
      </div>
      {task.description && <Markdown className="mt-3 text-sm">{task.description}</Markdown>}
    </li>
  )
}
