// The background jobs list: one page of the queue's jobs, newest first, filtered by state and by
// kind from the address (?state=, ?name=).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindBackgroundJobsQuery, FindBackgroundJobsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Jobs } from '../Jobs/Jobs'
import { OPEN_JOBS } from '../jobStates'

export const QUERY = gql`
  query FindBackgroundJobs($state: String, $name: String, $page: Int, $pageSize: Int) {
    backgroundJobs(state: $state, name: $name, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        state
        payloadSummary
        attempts
        maxAttempts
        error
        requestId
        createdAt
        startAfter
        startedAt
        finishedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export const isEmpty = (data: FindBackgroundJobsQuery) => data.backgroundJobs.totalCount === 0

export const Empty = ({ state, name }: FindBackgroundJobsQueryVariables) =>
  state === OPEN_JOBS && !name ? (
    <EmptyState title="Nothing needs attention" description="No job is waiting, running or failed. Choose Every state to see the finished ones." />
  ) : state || name ? (
    <EmptyState title="No jobs match" description="No job of this kind or state is kept now. Finished jobs are listed for a week, failed ones for a month." />
  ) : (
    <EmptyState title="No jobs yet" description="Jobs appear here as the app queues e-mail, imports and its regular tidying." />
  )

export const Success = ({ backgroundJobs }: CellSuccessProps<FindBackgroundJobsQueryVariables, FindBackgroundJobsQuery>) => (
  <Jobs list={backgroundJobs} />
)

export const JobsCell = createCell<FindBackgroundJobsQueryVariables, FindBackgroundJobsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'JobsCell',
})

export default JobsCell
