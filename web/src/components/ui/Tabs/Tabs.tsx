import clsx from 'clsx'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { setQueryParams, useQueryParam } from '@/lib/useQueryParam'

/** One tab: its label and its panel. */
export type TabItem = { label: ReactNode; content: ReactNode }

/** The tab index from `?t=`: a whole number within range, else 0. */
export function parseTabIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return 0
  const index = Number(raw)
  return index < count ? index : 0
}

/** The tab index of a named tab (`values`, e.g. ?q=billings): its position, else the default tab's, else 0. */
export function parseTabValue(raw: string | null, values: readonly string[], defaultValue?: string): number {
  const index = raw === null ? -1 : values.indexOf(raw)
  if (index >= 0) return index
  return defaultValue === undefined ? 0 : Math.max(values.indexOf(defaultValue), 0)
}

type TabsProps = {
  tabs: TabItem[]
  param?: string
  /** One name a tab: the parameter then holds the tab's name instead of its index. */
  values?: readonly string[]
  /** With `values`: the tab open when the parameter is missing or names no tab (else the first). */
  defaultValue?: string
  label?: string
  className?: string
}

/**
 * Tabs whose selected index lives in the `?t=` query parameter (or `param`); arrow keys move between tabs.
 * With `values` (one a tab), the parameter holds the tab's name instead of its index.
 */
export function Tabs({ tabs, param = 't', values, defaultValue, label, className }: TabsProps) {
  const [raw] = useQueryParam(param)
  const selected = values ? parseTabValue(raw, values, defaultValue) : parseTabIndex(raw, tabs.length)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number, fromKeyboard = false) => {
    // Keyboard browsing replaces the entry so Back does not step through every tab passed. A tab's
    // list starts at its first page: the page number of another tab's list means nothing there.
    setQueryParams({ [param]: values ? values[index] : index, page: null }, { replace: fromKeyboard })
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    if (event.key in next) {
      event.preventDefault()
      select(next[event.key], true)
    }
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
            className={clsx(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
              i === selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs[selected] && (
        <div role="tabpanel" id={`${baseId}-panel-${selected}`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className="pt-6 focus:outline-none">
          {tabs[selected].content}
        </div>
      )}
    </div>
  )
}

export default Tabs
