// The loading, empty and failed states of the member's accountability and challenge group pages:
// the same shapes and words, named after the kind of group.
import type { ApolloError } from '@apollo/client'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { HeaderSkeleton, TableSkeleton } from '../skeletons'

/** `group`: "accountability group" or "challenge group"; `emptyDescription`: how one gets one. */
export function buddyCellStates(group: string, emptyDescription: string) {
  return {
    Loading: () => (
      <>
        <HeaderSkeleton label={`Loading your ${group}`} />
        <TableSkeleton label="Loading your buddies" />
      </>
    ),
    Empty: () => <EmptyCard title={`No ${group} yet`} description={emptyDescription} />,
    Failure: ({ error, refetch }: { error: ApolloError; refetch?: () => unknown }) => <LoadFailure error={error} refetch={refetch} what={`your ${group}`} />,
  }
}
