// The filters a ListToolbar holds: a labelled select or a row of segment buttons, each writing one
// query parameter (none for "all") and going back to page 1 in the same navigation.
import clsx from 'clsx'
import { setQueryParams } from '@/lib/useQueryParam'
import { controlClass, SelectOptions } from '../Form/controls'

export type FilterOption = { value: string | number; label: string }

type FilterSelectProps = {
  /** The select's id. */
  id: string
  label: string
  /** The query parameter it writes ('' removes it). */
  param: string
  value: string | number | null
  options: readonly FilterOption[]
  /** The first option, meaning no filter (value ''), e.g. 'All batches'. */
  all?: string
  /** What a choice writes instead of `param` (e.g. when one choice clears others too). */
  toParams?: (value: string) => Record<string, string | number | null>
  /** Small grey label (several selects in a grid) rather than the form label's size. */
  compact?: boolean
  className?: string
  selectClassName?: string
}

export function FilterSelect({ id, label, param, value, options, all, toParams, compact, className, selectClassName }: FilterSelectProps) {
  const change = (next: string) => setQueryParams(toParams ? toParams(next) : { [param]: next || null, page: null })
  return (
    <div className={className}>
      <label htmlFor={id} className={compact ? 'mb-1 block text-xs font-medium text-slate-600' : 'mb-1.5 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => change(event.target.value)} className={selectClassName ?? controlClass(false)}>
        {all !== undefined && <option value="">{all}</option>}
        <SelectOptions options={options} />
      </select>
    </div>
  )
}

/** Segment buttons, one pressed: `value` null is the unfiltered choice and leaves `param` out. */
export function SegmentedFilter({ label, param, value, options }: { label: string; param: string; value: string | null; options: readonly { value: string | null; label: string }[] }) {
  return (
    <div role="group" aria-label={label} className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => setQueryParams({ [param]: option.value, page: null })}
          className={clsx(
            'flex-1 rounded-md px-4 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none',
            value === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
