// One upload job (?job= on the page), asked again every second while it is queued or running, so
// the progress is live and survives a reload or leaving and coming back. Keyed by the job id on
// the page, so a new job starts polling afresh.
import { gql } from '@apollo/client'
import { useEffect } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindUploadJobQuery, FindUploadJobQueryVariables } from '@/types/graphql'
import { isFinished } from '../uploadJob'
import { UploadJobView } from './UploadJobView'

export const POLL_INTERVAL_MS = 1000

export const QUERY = gql`
  query FindUploadJob($id: Int!) {
    uploadJob(id: $id) {
      id
      type
      mode
      status
      dryRun
      fileName
      totalRows
      processedRows
      createdRows
      updatedRows
      failedRows
      errors {
        sheet
        row
        column
        message
      }
      failureMessage
      createdByName
      createdAt
      startedAt
      finishedAt
    }
  }
`

type Props = FindUploadJobQueryVariables & { onImported: (jobId: number) => void }

export const beforeQuery = ({ id }: Props) => ({ variables: { id }, pollInterval: POLL_INTERVAL_MS, fetchPolicy: 'network-only' as const })

export function Success({ uploadJob, queryResult, onImported }: CellSuccessProps<Props, FindUploadJobQuery>) {
  const finished = isFinished(uploadJob)
  useEffect(() => {
    if (!finished) return
    queryResult.stopPolling()
    // The recent list shows the finished job's status and counts too.
    void queryResult.client.refetchQueries({ include: ['FindUploadJobs'] })
  }, [finished, queryResult])
  return <UploadJobView job={uploadJob} onImported={onImported} />
}

export const UploadJobCell = createCell<Props, FindUploadJobQuery>({
  QUERY,
  beforeQuery,
  Success,
  displayName: 'UploadJobCell',
})

export default UploadJobCell
