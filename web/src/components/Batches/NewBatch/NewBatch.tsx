// Launch New Batch: the form, createBatch, then the batch's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { notifySuccess } from '@/lib/toast'
import type { CreateBatchMutation, CreateBatchMutationVariables } from '@/types/graphql'
import { BatchForm, type BatchValues } from '../BatchForm/BatchForm'

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

  const onSave = async (input: BatchValues) => {
    let created: CreateBatchMutation['createBatch'] | undefined
    try {
      created = (await createBatch({ variables: { input } })).data?.createBatch
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    if (!created) return
    notifySuccess('Batch launched')
    navigate(routes.batch({ id: created.id }))
  }

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
