// The members list's filters as the address holds them (/community/members?batch=3&status=active):
// a link or a reload shows the same list. Unknown or malformed values read as "no filter", so a
// hand-edited address never breaks the page. A change goes back to page 1 (setMemberFilters).
import { MEMBER_STATUSES, MEMBER_TYPES, type MemberStatus, type MemberType } from '@common/validation/members'

export type MemberFilters = {
  search: string | null
  status: MemberStatus | null
  memberType: MemberType | null
  batchId: number | null
  groupId: number | null
  stageId: number | null
  accessLevelId: number | null
}

/** Filter -> its query parameter. */
export const FILTER_PARAMS = {
  search: 'search',
  status: 'status',
  memberType: 'type',
  batchId: 'batch',
  groupId: 'group',
  stageId: 'stage',
  accessLevelId: 'accessLevel',
} as const satisfies Record<keyof MemberFilters, string>

export const STATUS_OPTIONS: { value: MemberStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'archived', label: 'Archived' },
]

export const MEMBER_TYPE_OPTIONS: { value: MemberType | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'member', label: 'Member' },
  { value: 'non-member', label: 'Non-member' },
]

const id = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : null

/** The filters in `search` (a location's query string). */
export function parseMemberFilters(search: string): MemberFilters {
  const params = new URLSearchParams(search)
  const text = params.get(FILTER_PARAMS.search)?.trim().slice(0, 100)
  return {
    search: text || null,
    status: oneOf(MEMBER_STATUSES, params.get(FILTER_PARAMS.status)),
    memberType: oneOf(MEMBER_TYPES, params.get(FILTER_PARAMS.memberType)),
    batchId: id(params.get(FILTER_PARAMS.batchId)),
    groupId: id(params.get(FILTER_PARAMS.groupId)),
    stageId: id(params.get(FILTER_PARAMS.stageId)),
    accessLevelId: id(params.get(FILTER_PARAMS.accessLevelId)),
  }
}

/** The query-parameter changes for one filter change, back to page 1. */
export function filterChange(filter: keyof MemberFilters, value: string | number | null): Record<string, string | number | null> {
  return { [FILTER_PARAMS[filter]]: value === '' ? null : value, page: null }
}

/** True when any filter narrows the list. */
export const isFiltered = (filters: MemberFilters) => Object.values(filters).some((value) => value !== null)

/** How a member's derived status looks: active green, inactive neutral, archived amber. */
export function statusBadge(status: string): { label: string; tone: 'success' | 'outline' | 'warning' } {
  if (status === 'active') return { label: 'Active', tone: 'success' }
  if (status === 'archived') return { label: 'Archived', tone: 'warning' }
  return { label: 'Inactive', tone: 'outline' }
}
