// The filters the report is narrowed to (picked from its breakdowns), each named and removable.
type Filter<K extends string> = { key: K; label: string; value: string }

/** A breakdown row's name for `id`, or the id when the period has no row of it. */
export const nameOf = (rows: readonly { id: string | null; name: string }[], id: string) => rows.find((row) => row.id === id)?.name ?? id

export function ActiveFilters<K extends string>({ filters, onClear }: { filters: (Filter<K> | false | null | undefined | '')[]; onClear: (key: K) => void }) {
  const active = filters.filter(Boolean) as Filter<K>[]
  if (!active.length) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">Filtered by</span>
      {active.map((filter) => (
        <button
          key={filter.key}
          type="button"
          className="max-w-full truncate rounded-full bg-slate-100 px-3 py-1 text-slate-800 hover:bg-slate-200"
          onClick={() => onClear(filter.key)}
          aria-label={`${filter.label}: ${filter.value}. Remove this filter`}
        >
          {`${filter.label}: ${filter.value} ✕`}
        </button>
      ))}
    </div>
  )
}
