// One published changelog entry as the public /changelog shows it: title, version, the day it
// shipped, and its markdown description (sanitised by the shared renderer).
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { LazyMarkdown } from '@/components/ui/Markdown/LazyMarkdown'

export type ChangelogEntryRecord = { id: number; title: string; description: string; version?: string | null; releasedOn: string }

export function ChangelogEntry({ entry }: { entry: ChangelogEntryRecord }) {
  return (
    <article aria-labelledby={`changelog-${entry.id}`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`changelog-${entry.id}`} className="text-lg font-semibold text-slate-900">
          {entry.title}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-500">
          {entry.version && <Badge tone="info">v{entry.version}</Badge>}
          <time dateTime={entry.releasedOn}>{formatDate(entry.releasedOn)}</time>
        </p>
      </header>
      {entry.description && <LazyMarkdown className="mt-3 text-sm">{entry.description}</LazyMarkdown>}
    </article>
  )
}
