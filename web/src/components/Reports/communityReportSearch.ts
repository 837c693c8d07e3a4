// The community report's filters as the address holds them (?batch=&group=&stage=&range=&status=),
// the query variables they make, and where the members' export downloads from with the same filters.
// The range is the spec's label (Last 7 Days ...) or None; absent, it is the default, Last 30 Days.
import { ACTIVITY_RANGES } from '@common/reportPeriods'
import { COMMUNITY_STATUSES, DEFAULT_COMMUNITY_RANGE, NO_RANGE, type CommunityStatus } from '@common/validation/reports.communityReport'

export const RANGE_CHOICES = [...ACTIVITY_RANGES, NO_RANGE] as const
export type RangeChoice = (typeof RANGE_CHOICES)[number]

export type CommunityReportSearch = {
  batchId: number | null
  groupId: number | null
  stageId: number | null
  /** The range chosen (the default when the address has none). */
  range: RangeChoice
  status: CommunityStatus | null
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** The search in `query` (a location's search string); what is not a choice is ignored. */
export function readCommunityReportSearch(query: string): CommunityReportSearch {
  const params = new URLSearchParams(query)
  const range = params.get('range')
  const status = params.get('status')
  return {
    batchId: idOf(params.get('batch')),
    groupId: idOf(params.get('group')),
    stageId: idOf(params.get('stage')),
    range: (RANGE_CHOICES as readonly string[]).includes(range ?? '') ? (range as RangeChoice) : DEFAULT_COMMUNITY_RANGE,
    status: (COMMUNITY_STATUSES as readonly string[]).includes(status ?? '') ? (status as CommunityStatus) : null,
  }
}

/** The report's query variables (the API takes None as all time). */
export const reportVariables = (search: CommunityReportSearch) => ({ batchId: search.batchId, groupId: search.groupId, stageId: search.stageId, range: search.range })

/** The members' export of the filtered list; `as` is the role acting now (a download cannot send the x-current-role header). */
export function communityReportExportUrl(format: 'csv' | 'xlsx', search: CommunityReportSearch, role: string | null | undefined) {
  const params = new URLSearchParams({ format })
  if (search.batchId) params.set('batchId', String(search.batchId))
  if (search.groupId) params.set('groupId', String(search.groupId))
  if (search.stageId) params.set('stageId', String(search.stageId))
  params.set('range', search.range)
  if (search.status) params.set('status', search.status)
  if (role) params.set('as', role)
  return `/api/community-report-export?${params.toString()}`
}
