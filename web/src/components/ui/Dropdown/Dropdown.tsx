// A button that opens a menu panel: aria-expanded on the button, closes on Escape (focus returns
// to the button), on a click outside, and after choosing an item.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import clsx from 'clsx'

type Props = {
  label: ReactNode
  /** Accessible name when the label is an icon or avatar. */
  ariaLabel?: string
  buttonClassName?: string
  panelClassName?: string
  align?: 'left' | 'right'
  children: (close: () => void) => ReactNode
}

export function Dropdown({ label, ariaLabel, buttonClassName, panelClassName, align = 'right', children }: Props) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          buttonClassName,
        )}
      >
        {label}
      </button>
      {open && (
        <div
          id={panelId}
          className={clsx(
            'absolute z-40 mt-2 min-w-56 origin-top rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
            align === 'right' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500'
