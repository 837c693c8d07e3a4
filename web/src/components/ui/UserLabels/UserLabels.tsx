import type { CurrentUser } from '@/auth'
import { stageLabel } from '@/lib/stageLabel'

/** The user's stage and group, each only when they have one. */
export function UserLabels({ user }: { user: CurrentUser }) {
  if (!user.stage && !user.group) return null
  return (
    <div className="flex flex-wrap gap-2">
      {user.stage && (
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
          {stageLabel(user.stage)}
        </span>
      )}
      {user.group && (
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700">
          Group: {user.group.name}
        </span>
      )}
    </div>
  )
}
