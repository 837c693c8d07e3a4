// One batch (FindBatch), shown by the Batch component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindBatchQuery, FindBatchQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Batch } from '../Batch/Batch'
import { BATCH_FIELDS } from '../BatchForm/batchFields'

export const QUERY = gql`
  query FindBatch($id: Int!) {
    batch(id: $id) {
      ...BatchFields
      isCurrent
      memberCount
      createdAt
      updatedAt
    }
  }
  ${BATCH_FIELDS}
`

/** Empty shows when batch is null (no such id), so Success always has one. */
type Found = { batch: NonNullable<FindBatchQuery['batch']> }

export const Empty = () => (
  <EmptyState title="Batch not found" description="It may have been deleted." action={{ label: 'All batches', to: routes.batches() }} />
)

export const Success = ({ batch }: CellSuccessProps<FindBatchQueryVariables, Found>) => <Batch batch={batch} />

export const BatchCell = createCell<FindBatchQueryVariables, FindBatchQuery, Found>({
  QUERY,
  // Someone else may have changed it since: the cache shows at once, the server's copy follows.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: 'BatchCell',
})

export default BatchCell
