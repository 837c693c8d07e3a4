// The public /changelog: the published entries, newest release first, a page at a time (?page=).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { PublishedChangelogQuery, PublishedChangelogQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Pager, usePageParam } from '@/components/ui/Pager/Pager'
import { ChangelogEntry } from '../ChangelogEntry/ChangelogEntry'

export const QUERY = gql`
  query PublishedChangelog($page: Int, $pageSize: Int) {
    publishedChangelog(page: $page, pageSize: $pageSize) {
      items {
        id
        title
        description
        version
        releasedOn
      }
      totalCount
      page
      pageSize
    }
  }
`

export const isEmpty = (data: PublishedChangelogQuery) => data.publishedChangelog.totalCount === 0

export const Empty = () => <EmptyState title="Nothing here yet" description="New features and fixes will be listed here as they ship." />

export const Success = ({ publishedChangelog }: CellSuccessProps<PublishedChangelogQueryVariables, PublishedChangelogQuery>) => {
  const [, setPage] = usePageParam()
  const { items, totalCount, page, pageSize } = publishedChangelog
  return (
    <div className="space-y-4">
      {items.map((entry) => (
        <ChangelogEntry key={entry.id} entry={entry} />
      ))}
      {totalCount > pageSize && (
        <Pager
          totalItems={totalCount}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => {
            setPage(next)
            window.scrollTo({ top: 0 })
          }}
          className="pt-2"
        />
      )}
    </div>
  )
}

export const PublishedChangelogCell = createCell<PublishedChangelogQueryVariables, PublishedChangelogQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'PublishedChangelogCell',
})

export default PublishedChangelogCell
