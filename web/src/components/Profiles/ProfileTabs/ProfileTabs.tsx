// The profile tabs (spec part 1 section 2): Wins (wins), Basic Info (basic_info), Social Accounts
// (socials), Membership (membership) and Account (account). The tab lives in `?tab=` by its name,
// so a reload or a shared link opens the same one; an unknown or missing value opens `fallback`.
import clsx from 'clsx'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { PROFILE_TABS, PROFILE_TAB_PARAM, type ProfileTab } from '@common/validation/profiles'
import { useQueryParam } from '@/lib/useQueryParam'

export type ProfileTabPanel = { value: ProfileTab; content: ReactNode }

/** The tab `raw` names among `available`, else `fallback` (or the first available). */
export function chooseTab(raw: string | null, available: readonly ProfileTab[], fallback: ProfileTab): ProfileTab {
  if (raw && (available as readonly string[]).includes(raw)) return raw as ProfileTab
  return available.includes(fallback) ? fallback : available[0]
}

export function ProfileTabs({ panels, fallback = 'wins' }: { panels: ProfileTabPanel[]; fallback?: ProfileTab }) {
  const [raw, setRaw] = useQueryParam(PROFILE_TAB_PARAM)
  const tabs = PROFILE_TABS.filter((tab) => panels.some((panel) => panel.value === tab.value))
  const selected = chooseTab(
    raw,
    tabs.map((tab) => tab.value),
    fallback,
  )
  const baseId = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  const select = (value: ProfileTab, fromKeyboard = false) => {
    // Keyboard browsing replaces the entry so Back does not step through every tab passed.
    setRaw(value, { replace: fromKeyboard })
    refs.current[value]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected)
    const last = tabs.length - 1
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    if (event.key in next) {
      event.preventDefault()
      select(tabs[next[event.key]].value, true)
    }
  }

  const panel = panels.find((p) => p.value === selected)
  return (
    <div>
      <div role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[tab.value] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => select(tab.value)}
            className={clsx(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
              tab.value === selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panel && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className="pt-6 focus:outline-none">
          {panel.content}
        </div>
      )}
    </div>
  )
}

export default ProfileTabs
