// The controls above a learner list: a row of filter buttons (one pressed) and a sort menu.
import clsx from 'clsx'
import { useId } from 'react'
import type { ListOption } from '@/components/Learning/listParams'
import { SelectOptions } from '../Form/controls'

export function FilterButtons<V extends string>({ label, options, value, onChange, counts }: { label: string; options: readonly ListOption<V>[]; value: V; onChange: (value: V) => void; counts?: Partial<Record<V, number>> }) {
  return (
    <div role="group" aria-label={label} className="flex max-w-full flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value
        const count = counts?.[option.value]
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => !pressed && onChange(option.value)}
            className={clsx(
              'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
              pressed ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
            )}
          >
            {option.label}
            {count !== undefined && (
              <span className={clsx('rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-brand-800' : 'bg-slate-100 text-slate-600')}>{count}</span>
            )}
          </button>
        )
      })}
    </div>
  )
}

export function SortSelect<V extends string>({ options, value, onChange, label = 'Sort by' }: { options: readonly ListOption<V>[]; value: V; onChange: (value: V) => void; label?: string }) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="h-9 rounded-lg border-0 bg-white py-0 pl-3 pr-8 text-sm text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-500"
      >
        <SelectOptions options={options} />
      </select>
    </div>
  )
}
