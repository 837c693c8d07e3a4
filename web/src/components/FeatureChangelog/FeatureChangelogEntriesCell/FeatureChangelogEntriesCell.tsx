// The staff's changelog list: one page of FindFeatureChangelogEntries (the page passes
// useServerTable().variables, ?status= and ?search=), shown by the FeatureChangelogEntries table.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindFeatureChangelogEntriesQuery, FindFeatureChangelogEntriesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { FeatureChangelogEntries } from '../FeatureChangelogEntries/FeatureChangelogEntries'
import { FEATURE_CHANGELOG_ENTRY_FIELDS } from '../FeatureChangelogEntries/featureChangelogEntryFields'

export const QUERY = gql`
  query FindFeatureChangelogEntries($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $status: String, $search: String) {
    featureChangelogEntries(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, status: $status, search: $search) {
      items {
        ...FeatureChangelogEntryFields
      }
      totalCount
      page
      pageSize
    }
  }
  ${FEATURE_CHANGELOG_ENTRY_FIELDS}
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindFeatureChangelogEntriesQuery) => data.featureChangelogEntries.totalCount === 0

export const Empty = ({ status, search }: FindFeatureChangelogEntriesQueryVariables) =>
  status || search ? (
    <EmptyState title="No entries match" description="Try another filter or search." />
  ) : (
    <EmptyState title="No changelog entries yet" description="Add one when a change ships; publish it to show it on the public changelog." />
  )

export const Success = ({ featureChangelogEntries }: CellSuccessProps<FindFeatureChangelogEntriesQueryVariables, FindFeatureChangelogEntriesQuery>) => (
  <FeatureChangelogEntries entries={featureChangelogEntries.items} totalCount={featureChangelogEntries.totalCount} />
)

export const FeatureChangelogEntriesCell = createCell<FindFeatureChangelogEntriesQueryVariables, FindFeatureChangelogEntriesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'FeatureChangelogEntriesCell',
})

export default FeatureChangelogEntriesCell
