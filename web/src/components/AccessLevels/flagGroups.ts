// The editor's groups of switches: one per PAGE_FLAGS area (common/permissions.ts), then the
// function flags, each flag with its one-line meaning.
import { FUNCTION_FLAGS, PAGE_FLAGS } from '@common/permissions'
import { FUNCTION_FLAG_MEANINGS, PAGE_AREA_LABELS, PAGE_FLAG_MEANINGS } from './flagMeanings'

export type FlagKind = 'pageAccess' | 'functionAccess'
export type FlagGroup = { key: string; label: string; kind: FlagKind; flags: { name: string; meaning: string }[] }

export const PAGE_FLAG_GROUPS: FlagGroup[] = (Object.keys(PAGE_FLAGS) as (keyof typeof PAGE_FLAGS)[]).map((area) => ({
  key: `pages-${area}`,
  label: PAGE_AREA_LABELS[area],
  kind: 'pageAccess',
  flags: PAGE_FLAGS[area].map((name) => ({ name, meaning: PAGE_FLAG_MEANINGS[name] })),
}))

export const FUNCTION_FLAG_GROUP: FlagGroup = {
  key: 'functions',
  label: 'Functions',
  kind: 'functionAccess',
  flags: FUNCTION_FLAGS.map((name) => ({ name, meaning: FUNCTION_FLAG_MEANINGS[name] })),
}

export const ALL_FLAG_GROUPS: FlagGroup[] = [...PAGE_FLAG_GROUPS, FUNCTION_FLAG_GROUP]

/** A stored map with every flag of the group list present (a flag missing from the map is off). */
export function completeFlags(groups: FlagGroup[], map: Record<string, unknown> | null | undefined): Record<string, boolean> {
  return Object.fromEntries(groups.flatMap((group) => group.flags.map((flag) => [flag.name, map?.[flag.name] === true])))
}
