// The table's small controls: a row checkbox that can show 'some selected', and the sort arrow.
import clsx from 'clsx'
import { useEffect, useRef } from 'react'

export function Checkbox({ label, checked, indeterminate = false, onChange, disabled }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (event: unknown) => void; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
    />
  )
}

export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={clsx('h-4 w-4', direction ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-400')}>
      {direction === 'desc' ? (
        <path d="M10 14.5 5.5 9h9L10 14.5Z" />
      ) : direction === 'asc' ? (
        <path d="M10 5.5 14.5 11h-9L10 5.5Z" />
      ) : (
        <path d="M10 3.5 13.5 8h-7L10 3.5Zm0 13L6.5 12h7L10 16.5Z" />
      )}
    </svg>
  )
}
