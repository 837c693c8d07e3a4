// Launch New Batch: the form, createBatch, then the batch's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CreateBatchMutation, CreateBatchMutationVariables } from '@/types/graphql'
import { BatchForm, type BatchValues } from '../BatchForm/BatchForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_BATCH = gql`
  mutation CreateBatch($input: BatchInput!) {
    createBatch(input: $input) {
      id
    }
  }
`

export function NewBatch() {
  const [createBatch, { loading, error }] = useMutation<CreateBatchMutation, CreateBatchMutationVariables>(CREATE_BATCH, {
    // A new launch can change which batch is current: every list of batches asks again.
    refetchQueries: ['FindBatches'],
  })

  const onSave = submitThen(
    async (input: BatchValues) => (await createBatch({ variables: { input } })).data?.createBatch,
    'Batch launched',
    (created) => navigate(routes.batch({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Launch New Batch</h1>
      <BatchForm
        defaultValues={{ name: '', number: null, launchFrom: null, launchTo: null }}
        onSave={onSave}
        error={error}
        loading={loading}
        submitLabel="Launch batch"
      />
    </section>
  )
}
