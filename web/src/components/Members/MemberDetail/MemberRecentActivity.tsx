// The latest info log entries about a member: what happened, when, and by whom.
import { formatDate } from '@/lib/format'
import { actionLabel, type MemberRecord } from './memberRecord'
import { Section } from './Section'

export function MemberRecentActivity({ entries }: { entries: MemberRecord['recentLogs'] }) {
  return (
    <Section title="Recent activity">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing logged yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
              <span className="font-medium text-slate-800">{actionLabel(entry.action)}</span>
              <span className="text-xs text-slate-500">
                {formatDate(entry.createdAt)}
                {entry.actorName ? ` · by ${entry.actorName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
