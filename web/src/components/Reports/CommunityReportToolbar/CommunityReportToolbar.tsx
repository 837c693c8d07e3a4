// Above the community report: batch, group and stage (every one the community has) and the date
// range (the spec's three and None), each written to the address at once, back to page 1.
import { FilterSelect, type FilterOption } from '@/components/ui/ListToolbar/ListFilters'
import { setQueryParams } from '@/lib/useQueryParam'
import type { CommunityReportOptionsQuery } from '@/types/graphql'
import { RANGE_CHOICES, type CommunityReportSearch } from '../communityReportSearch'

export type CommunityReportChoices = CommunityReportOptionsQuery['communityReportOptions']

const RANGE_OPTIONS: FilterOption[] = RANGE_CHOICES.map((range) => ({ value: range, label: range }))

export function CommunityReportToolbar({ search, choices }: { search: CommunityReportSearch; choices: CommunityReportChoices | null }) {
  const optionsOf = (rows: readonly { id: number; name: string }[] | undefined): FilterOption[] => (rows ?? []).map((row) => ({ value: row.id, label: row.name }))
  const filtered = search.batchId || search.groupId || search.stageId || search.status
  return (
    <div className="mb-6 space-y-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect id="community-report-batch" label="Batch" param="batch" value={search.batchId} options={optionsOf(choices?.batches)} all="All batches" compact className="min-w-0" />
        <FilterSelect id="community-report-group" label="Group" param="group" value={search.groupId} options={optionsOf(choices?.groups)} all="All groups" compact className="min-w-0" />
        <FilterSelect id="community-report-stage" label="Stage" param="stage" value={search.stageId} options={optionsOf(choices?.stages)} all="All stages" compact className="min-w-0" />
        <FilterSelect id="community-report-range" label="Date range" param="range" value={search.range} options={RANGE_OPTIONS} compact className="min-w-0" />
      </div>
      {filtered && (
        <button type="button" onClick={() => setQueryParams({ batch: null, group: null, stage: null, status: null, page: null })} className="text-sm font-medium text-brand-700 hover:underline">
          Clear filters
        </button>
      )}
    </div>
  )
}
