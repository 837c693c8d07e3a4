// Above the members table: the search box (part of a name, e-mail or Tribe ID) and the filters
// (status, member type, batch, group, stage, access level). Everything lives in the address
// (memberParams.ts), and any change goes back to page 1 in the same navigation.
import { useState, type FormEvent } from 'react'
import type { MemberFilterOptionsQuery } from '@/types/graphql'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'
import { filterChange, isFiltered, MEMBER_TYPE_OPTIONS, STATUS_OPTIONS, type MemberFilters } from '../memberParams'

export type MemberFilterChoices = MemberFilterOptionsQuery['memberFilterOptions']

type Select = { filter: keyof MemberFilters; label: string; options: { value: string | number; label: string }[]; all: string | null }

function FilterSelect({ filter, label, options, value, all }: Select & { value: string | number | null }) {
  const id = `members-filter-${filter}`
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => setQueryParams(filterChange(filter, event.target.value))}
        className={controlClass(false)}
      >
        {all !== null && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function MembersToolbar({ filters, choices }: { filters: MemberFilters; choices: MemberFilterChoices | null }) {
  const [text, setText] = useState(filters.search ?? '')
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams(filterChange('search', text.trim() || null))
  }
  const selects: (Select & { value: string | number | null })[] = [
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
      <form role="search" aria-label="Members" onSubmit={onSearch} className="flex w-full gap-2 sm:max-w-xl">
        <label htmlFor="members-search" className="sr-only">
          Search members by name, e-mail or Tribe ID
        </label>
        <input
          id="members-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name, e-mail or Tribe ID"
          className={`${controlClass(false)} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {selects.map((select) => (
          <FilterSelect key={select.filter} {...select} />
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
