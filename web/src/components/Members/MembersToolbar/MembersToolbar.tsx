// Above the members table: the search box (part of a name, e-mail or Tribe ID) and the filters
// (status, member type, batch, group, stage, access level). Everything lives in the address
// (memberParams.ts), and any change goes back to page 1 in the same navigation.
import type { MemberFilterOptionsQuery } from '@/types/graphql'
import { setQueryParams } from '@/lib/useQueryParam'
import { FilterSelect, type FilterOption } from '@/components/ui/ListToolbar/ListFilters'
import { ListSearch } from '@/components/ui/ListToolbar/ListToolbar'
import { filterChange, isFiltered, MEMBER_TYPE_OPTIONS, STATUS_OPTIONS, type MemberFilters } from '../memberParams'

export type MemberFilterChoices = MemberFilterOptionsQuery['memberFilterOptions']

type Select = { filter: keyof MemberFilters; label: string; options: FilterOption[]; all: string; value: string | number | null }

export function MembersToolbar({ filters, choices }: { filters: MemberFilters; choices: MemberFilterChoices | null }) {
  const selects: Select[] = [
    { filter: 'status', label: 'Status', options: STATUS_OPTIONS.slice(1), all: 'All', value: filters.status },
    { filter: 'memberType', label: 'Member type', options: MEMBER_TYPE_OPTIONS.slice(1), all: 'All', value: filters.memberType },
    { filter: 'batchId', label: 'Batch', options: (choices?.batches ?? []).map((b) => ({ value: b.id, label: b.name })), all: 'All batches', value: filters.batchId },
    { filter: 'groupId', label: 'Group', options: (choices?.groups ?? []).map((g) => ({ value: g.id, label: g.name })), all: 'All groups', value: filters.groupId },
    {
      filter: 'stageId',
      label: 'Stage',
      options: (choices?.stages ?? []).map((s) => ({ value: s.id, label: `${s.number}. ${s.name}` })),
      all: 'All stages',
      value: filters.stageId,
    },
    {
      filter: 'accessLevelId',
      label: 'Access level',
      options: (choices?.accessLevels ?? []).map((a) => ({ value: a.id, label: a.label })),
      all: 'All access levels',
      value: filters.accessLevelId,
    },
  ]
  return (
    <div className="mb-4 space-y-3">
      <ListSearch
        id="members"
        label="Members"
        searchLabel="Search members by name, e-mail or Tribe ID"
        placeholder="Search by name, e-mail or Tribe ID"
        search={filters.search ?? ''}
        toParams={(search) => filterChange('search', search)}
        className="flex w-full gap-2 sm:max-w-xl"
        inputClassName="flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {selects.map(({ filter, ...select }) => (
          <FilterSelect
            key={filter}
            id={`members-filter-${filter}`}
            param={filter}
            toParams={(value) => filterChange(filter, value)}
            compact
            className="min-w-0"
            {...select}
          />
        ))}
      </div>
      {isFiltered(filters) && (
        <button
          type="button"
          onClick={() => setQueryParams({ search: null, status: null, type: null, batch: null, group: null, stage: null, accessLevel: null, page: null })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Clear search and filters
        </button>
      )}
    </div>
  )
}
