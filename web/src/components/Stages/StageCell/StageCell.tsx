// One stage with its tasks, leaders and reviewers (FindStage), shown by the Stage component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindStageQuery, FindStageQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Stage } from '../Stage/Stage'
import { STAGE_STAFF_FIELDS } from '../StageStaff/stageStaffFields'
import { STAGE_TASK_FIELDS } from '../StageTasks/stageTaskFields'
import { ADMIN_STAGE_FIELDS } from '../StageForm/stageFields'

export const QUERY = gql`
  query FindStage($id: Int!) {
    stage(id: $id) {
      ...AdminStageFields
      taskCount
      memberCount
      createdAt
      updatedAt
      tasks {
        ...StageTaskFields
      }
      ...StageStaffFields
    }
  }
  ${STAGE_TASK_FIELDS}
  ${STAGE_STAFF_FIELDS}
  ${ADMIN_STAGE_FIELDS}
`

/** Empty shows when stage is null (no such id), so Success always has one. */
type Found = { stage: NonNullable<FindStageQuery['stage']> }

export const Empty = () => (
  <EmptyState title="Stage not found" description="It may have been deleted." action={{ label: 'All stages', to: routes.stages() }} />
)

export const Success = ({ stage }: CellSuccessProps<FindStageQueryVariables, Found>) => <Stage stage={stage} />

export const StageCell = createCell<FindStageQueryVariables, FindStageQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'StageCell',
})

export default StageCell
