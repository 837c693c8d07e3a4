// The member's stage page: every stage, and the member's progress on theirs (stage 0 when none).
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { MyStageQuery, MyStageQueryVariables } from '@/types/graphql'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { MyStage } from '../MyStage/MyStage'
import { STAGE_PROGRESS_FIELDS } from '../MyStage/stageProgressFields'

export const QUERY = gql`
  query MyStage($userId: Int!) {
    stages {
      id
      number
      name
      description
    }
    userStageProgress(id: $userId) {
      ...StageProgressFields
    }
  }
  ${STAGE_PROGRESS_FIELDS}
`

export const MyStageCell = createCell<MyStageQueryVariables, MyStageQuery>({
  QUERY,
  isEmpty: (data) => !data.userStageProgress,
  Loading: () => <PageSkeleton label="Loading your stage" />,
  Empty: () => (
    <EmptyCard
      title="No stage progress"
      description="Your stage progress could not be found. Sign in again, or contact support."
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your stage" />,
  Success: ({ stages, userStageProgress }) => (userStageProgress ? <MyStage stages={stages} progress={userStageProgress} /> : null),
  displayName: 'MyStageCell',
})

export default MyStageCell
