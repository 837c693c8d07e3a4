// The profile tabs (docs/product.md, "profiles"): Wins (wins), Basic Info (basic_info), Social Accounts
// (socials), Membership (membership) and Account (account), in that order, those with a panel only.
// The tab lives in `?tab=` by its name (ui/Tabs), so a reload or a shared link opens the same one;
// an unknown or missing value opens `fallback` (or the first shown).
import type { ReactNode } from 'react'
import { PROFILE_TABS, PROFILE_TAB_PARAM, type ProfileTab } from '@common/validation/profiles'
import { parseTabValue, Tabs } from '@/components/ui/Tabs/Tabs'

export type ProfileTabPanel = { value: ProfileTab; content: ReactNode }

/** The tab `raw` names among `available`, else `fallback` (or the first available). */
export function chooseTab(raw: string | null, available: readonly ProfileTab[], fallback: ProfileTab): ProfileTab {
  return available[parseTabValue(raw, available, fallback)]
}

export function ProfileTabs({ panels, fallback = 'wins' }: { panels: ProfileTabPanel[]; fallback?: ProfileTab }) {
  const shown = PROFILE_TABS.flatMap((tab) => {
    const panel = panels.find((p) => p.value === tab.value)
    return panel ? [{ value: tab.value, label: tab.label, content: panel.content }] : []
  })
  return <Tabs tabs={shown} param={PROFILE_TAB_PARAM} values={shown.map((tab) => tab.value)} defaultValue={fallback} label="Profile sections" />
}

export default ProfileTabs
