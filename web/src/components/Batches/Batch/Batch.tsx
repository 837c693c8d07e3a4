// One batch as staff see it: its launch window, whether it is the current one, its member count
// with a link to those members (the members list filtered by batch), and Edit and Delete (after a
// confirmation) for those with the editBatch page flag. The server refuses to delete a batch that
// has members and says how many.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { DeleteBatchMutation, DeleteBatchMutationVariables, FindBatchQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList } from '@/components/ui/DetailList/DetailList'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { canEditBatch } from '../batchAccess'
import { batchStatus } from '../batchStatus'

export const DELETE_BATCH = gql`
  mutation DeleteBatch($id: Int!) {
    deleteBatch(id: $id) {
      id
    }
  }
`

export type BatchRecord = NonNullable<FindBatchQuery['batch']>

/** The members list (/community/members) filtered by this batch. */
export const batchMembersHref = (id: number) => `/community/members?batch=${id}`

export function Batch({ batch }: { batch: BatchRecord }) {
  const canEdit = canEditBatch(useCurrentUser())
  const status = batchStatus(batch)
  const [deleteBatch] = useMutation<DeleteBatchMutation, DeleteBatchMutationVariables>(DELETE_BATCH, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteBatch) })
    },
    refetchQueries: ['FindBatches'],
  })

  const onDelete = async () => {
    await deleteBatch({ variables: { id: batch.id } })
    navigate(routes.batches())
  }

  return (
    <article className="space-y-8">
      <RecordHeader
        back={{ to: routes.batches(), label: 'Batches' }}
        title={batch.name}
        titleBadge={<Badge tone={status.tone}>{status.label}</Badge>}
        strongBack
        editTo={canEdit ? routes.editBatch({ id: batch.id }) : null}
        actions={
          <ConfirmDelete
            label="Delete"
            title={`Delete ${batch.name}?`}
            confirmLabel="Delete batch"
            loadingLabel="Deleting..."
            success="Batch deleted"
            onConfirm={onDelete}
          >
            <p className="text-sm text-slate-600">
              {batch.memberCount > 0
                ? `${batch.memberCount} ${batch.memberCount === 1 ? 'member is' : 'members are'} in this batch: it cannot be deleted until they are moved to another batch.`
                : 'Nobody is in this batch. Deleting it cannot be undone.'}
            </p>
          </ConfirmDelete>
        }
      />

      <DetailList>
        <Detail label="Batch number">{batch.number ?? <span className="text-muted">None</span>}</Detail>
        <Detail label="Launch from">{formatDate(batch.launchFrom)}</Detail>
        <Detail label="Launch to">{formatDate(batch.launchTo)}</Detail>
        <Detail label="Members">
          <span className="flex flex-wrap items-center gap-3">
            <span>{batch.memberCount}</span>
            <Link to={batchMembersHref(batch.id)} className="font-medium text-brand-700 hover:underline">
              View members<span className="sr-only"> of {batch.name}</span>
            </Link>
          </span>
        </Detail>
        <Detail label="Updated">{formatDate(batch.updatedAt)}</Detail>
      </DetailList>

    </article>
  )
}
