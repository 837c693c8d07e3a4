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

type Found = { batch: NonNullable<FindBatchQuery['batch']> }

export const Empty = () => (
  <EmptyState title="Batch not found" description="It may have been deleted." action={{ label: 'All batches', to: routes.batches() }} />
)

export const Success = ({ batch }: CellSuccessProps<FindBatchQueryVariables, Found>) => <Batch batch={batch} />

export const BatchCell = createCell<FindBatchQueryVariables, FindBatchQuery, Found>({
  QUERY,
  // Members may have joined since: always the server's count.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: 'BatchCell',
})

export default BatchCell
