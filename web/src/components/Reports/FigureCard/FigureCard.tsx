// A report's headline card: a figure shortened (1.2K, ₱3.4M: lib/format.ts) with the whole value in its title and
// for screen readers, and the period before it. Used inside a <dl> (the card is its term and value).
export const rateText = (rate: number | null | undefined) => (rate == null ? '—' : `${rate}%`)

export function FigureCard({ title, value, full, previous, note }: { title: string; value: string; full: string; previous: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{title}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold tabular-nums text-slate-900" title={full}>
          {value}
        </span>
        <span className="sr-only">{` (${full})`}</span>
        {note && <span className="block text-sm text-slate-600 sm:ml-2 sm:inline">{note}</span>}
        <span className="mt-1 block text-xs text-slate-500">{`Previous period: ${previous}`}</span>
      </dd>
    </div>
  )
}
