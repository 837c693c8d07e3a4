// The batches list: one page of batches (the page passes useServerTable().variables and the
// search), shown by the Batches table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindBatchesQuery, FindBatchesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateBatch } from '../batchAccess'
import { Batches } from '../Batches/Batches'
import { BATCH_FIELDS } from '../BatchForm/batchFields'

export const QUERY = gql`
  query FindBatches($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    batches(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        ...BatchFields
        isCurrent
        memberCount
      }
      totalCount
      page
      pageSize
    }
  }
  ${BATCH_FIELDS}
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindBatchesQuery) => data.batches.totalCount === 0

export const Empty = ({ search }: FindBatchesQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No batches match" description={`Nothing is named like "${search}".`} />
  return <EmptyState title="No batches yet" action={canCreateBatch(user) ? { label: 'Launch New Batch', to: routes.newBatch() } : undefined} />
}

export const Success = ({ batches }: CellSuccessProps<FindBatchesQueryVariables, FindBatchesQuery>) => (
  <Batches batches={batches.items} totalCount={batches.totalCount} />
)

export const BatchesCell = createCell<FindBatchesQueryVariables, FindBatchesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'BatchesCell',
})

export default BatchesCell
