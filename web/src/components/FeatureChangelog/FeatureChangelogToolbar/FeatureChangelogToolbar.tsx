// Above the changelog table: All / Published / Drafts and a title search, kept in the address
// (?status=, ?search=) like the table's page and sort; a change goes back to page 1.
import { SegmentedFilter } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export const CHANGELOG_FILTERS = [
  { value: null, label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
] as const
export type ChangelogStatus = 'published' | 'draft'

/** ?status= as one of the list's filters (null: all). */
export function parseChangelogStatus(raw: string | null): ChangelogStatus | null {
  return raw === 'published' || raw === 'draft' ? raw : null
}

export function FeatureChangelogToolbar({ status, search }: { status: ChangelogStatus | null; search: string }) {
  return (
    <ListToolbar
      id="changelog"
      label="Changelog entries"
      searchLabel="Search entries by title"
      placeholder="Search by title"
      search={search}
      maxLength={200}
      layout="rowCentered"
      filters={<SegmentedFilter label="Show entries" param="status" value={status} options={CHANGELOG_FILTERS} />}
    />
  )
}
