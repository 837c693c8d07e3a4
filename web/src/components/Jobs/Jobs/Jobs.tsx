// The jobs table: what each job is, its state, its runs, when it was queued and ran, and its last
// error; a failed job can be retried and a waiting or failed one discarded, each asked first.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { notifyError } from '@/lib/toast'
import { getGraphQLErrorMessage } from '@/lib/errors'
import type {
  DiscardJobMutation,
  DiscardJobMutationVariables,
  FindBackgroundJobsQuery,
  RetryJobMutation,
  RetryJobMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { RowButton } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
import { canDiscard, canRetry, jobLabel, stateOf } from '../jobStates'

export type JobRow = FindBackgroundJobsQuery['backgroundJobs']['items'][number]

export const RETRY_JOB = gql`
  mutation RetryJob($id: String!) {
    retryJob(id: $id) {
      id
      state
      attempts
      error
    }
  }
`

export const DISCARD_JOB = gql`
  mutation DiscardJob($id: String!) {
    discardJob(id: $id) {
      id
      state
    }
  }
`

/** An instant as staff read times here: Manila time, to the second (jobs run minutes apart). */
const when = (instant: string | null) =>
  instant ? <time dateTime={instant}>{dayjs(instant).tz(MANILA_TZ).format('MMM D, h:mm:ss A')}</time> : <span className="text-muted">—</span>

const columns: DataTableColumn<JobRow>[] = [
  {
    key: 'name',
    header: 'Job',
    hideable: false,
    cell: (job) => (
      <div>
        <div className="font-medium text-slate-900">{jobLabel(job.name)}</div>
        <div className="font-mono text-xs text-muted">{job.payloadSummary === '{}' ? job.name : `${job.name} ${job.payloadSummary}`}</div>
      </div>
    ),
  },
  {
    key: 'state',
    header: 'State',
    cell: (job) => <Badge tone={stateOf(job.state)?.tone ?? 'outline'}>{stateOf(job.state)?.label ?? job.state}</Badge>,
  },
  { key: 'attempts', header: 'Runs', cell: (job) => `${job.attempts} of ${job.maxAttempts}` },
  { key: 'createdAt', header: 'Queued', cell: (job) => when(job.createdAt) },
  { key: 'finishedAt', header: 'Ran', cell: (job) => when(job.finishedAt ?? job.startedAt) },
  {
    key: 'error',
    header: 'Last error',
    cell: (job) => (job.error ? <span className="block max-w-xs break-words text-sm text-red-700">{job.error}</span> : <span className="text-muted">None</span>),
  },
]

type Pending = { job: JobRow; action: 'retry' | 'discard' }

export function Jobs({ list }: { list: FindBackgroundJobsQuery['backgroundJobs'] }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const refetch = { refetchQueries: ['FindBackgroundJobs'], awaitRefetchQueries: true }
  const [retry] = useMutation<RetryJobMutation, RetryJobMutationVariables>(RETRY_JOB, refetch)
  const [discard] = useMutation<DiscardJobMutation, DiscardJobMutationVariables>(DISCARD_JOB, refetch)

  // A refusal (the job moved on meanwhile) says why and keeps the dialog open.
  const act = async () => {
    if (!pending) return
    try {
      const variables = { id: pending.job.id }
      await (pending.action === 'retry' ? retry({ variables }) : discard({ variables }))
    } catch (error) {
      notifyError(getGraphQLErrorMessage(error))
      return false
    }
  }

  return (
    <>
      <ServerDataTable<JobRow>
        label="Background jobs"
        columns={columns}
        list={list}
        rowActions={(job) => (
          <div className="flex justify-end gap-2">
            {canRetry(job.state) && (
              <RowButton name={jobLabel(job.name)} onClick={() => setPending({ job, action: 'retry' })}>
                Retry
              </RowButton>
            )}
            {canDiscard(job.state) && (
              <RowButton name={jobLabel(job.name)} onClick={() => setPending({ job, action: 'discard' })}>
                Discard
              </RowButton>
            )}
          </div>
        )}
      />
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={pending.action === 'retry' ? `Retry "${jobLabel(pending.job.name)}"?` : `Discard "${jobLabel(pending.job.name)}"?`}
          onConfirm={act}
          tone={pending.action === 'retry' ? 'primary' : 'danger'}
          confirmLabel={pending.action === 'retry' ? 'Retry' : 'Discard'}
          loadingLabel={pending.action === 'retry' ? 'Retrying...' : 'Discarding...'}
          success={pending.action === 'retry' ? 'Job queued again' : 'Job discarded'}
        >
          {pending.action === 'retry'
            ? 'It runs once more as soon as a worker is free; its earlier error stays in the log.'
            : 'It will never run. It stays listed as discarded. Use this for a job that can only fail, once its cause is known.'}
        </ConfirmDialog>
      )}
    </>
  )
}
