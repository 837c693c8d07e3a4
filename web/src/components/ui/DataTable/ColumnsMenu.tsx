import type { Column } from '@tanstack/react-table'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../Button/Button'

/** The Columns button and its checklist of the columns a person may hide (Escape or a click outside closes it). */
export function ColumnsMenu<T>({ columns }: { columns: Column<T, unknown>[] }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  if (columns.length === 0) return null
  return (
    <div ref={ref} className="relative">
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Columns
      </Button>
      {open && (
        <fieldset className="absolute right-0 z-20 mt-1 w-56 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <legend className="sr-only">Visible columns</legend>
          {columns.map((column) => (
            <label key={column.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={column.getIsVisible()}
                onChange={column.getToggleVisibilityHandler()}
                className="h-4 w-4 rounded border-slate-300 text-brand-600"
              />
              {String(column.columnDef.header)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}
