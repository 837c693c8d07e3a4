// Change a batch: load it (EditBatch), then the form and updateBatch, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditBatchQuery, EditBatchQueryVariables, UpdateBatchMutation, UpdateBatchMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { submitThen } from '@/components/ui/Form/submitThen'
import { BatchForm, type BatchValues } from '../BatchForm/BatchForm'
import { BATCH_FIELDS } from '../BatchForm/batchFields'

export const QUERY = gql`
  query EditBatch($id: Int!) {
    batch(id: $id) {
      ...BatchFields
    }
  }
  ${BATCH_FIELDS}
`

// The save answers the record as its page shows it, so the page opens on the new values.
export const UPDATE_BATCH = gql`
  mutation UpdateBatch($id: Int!, $input: BatchInput!) {
    updateBatch(id: $id, input: $input) {
      ...BatchFields
      isCurrent
      memberCount
      createdAt
      updatedAt
    }
  }
  ${BATCH_FIELDS}
`

type Found = { batch: NonNullable<EditBatchQuery['batch']> }

export const isEmpty = (data: EditBatchQuery) => !data.batch

export const Empty = () => (
  <EmptyState title="Batch not found" description="It may have been deleted." action={{ label: 'All batches', to: routes.batches() }} />
)

export const Success = ({ batch }: CellSuccessProps<EditBatchQueryVariables, Found>) => {
  const [updateBatch, { loading, error }] = useMutation<UpdateBatchMutation, UpdateBatchMutationVariables>(UPDATE_BATCH, {
    refetchQueries: ['FindBatches'],
  })

  const onSave = submitThen(
    async (input: BatchValues) => updateBatch({ variables: { id: batch.id, input } }),
    'Batch saved',
    () => navigate(routes.batch({ id: batch.id })),
  )

  return (
    <section>
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {batch.name}</h1>
      <BatchForm
        defaultValues={{ name: batch.name, number: batch.number ?? null, launchFrom: batch.launchFrom, launchTo: batch.launchTo }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditBatchCell = createCell<EditBatchQueryVariables, EditBatchQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditBatchCell',
})

export default EditBatchCell
