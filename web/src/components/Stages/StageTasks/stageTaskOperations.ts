// A stage's task operations (each answers the task as the stage page lists it) and that record.
// Their own file so StageTasks and its dialogs share them without a cycle.
import { gql } from '@apollo/client'
import type { FindStageQuery } from '@/types/graphql'
import { STAGE_TASK_FIELDS } from './stageTaskFields'

export type StageTaskRecord = NonNullable<FindStageQuery['stage']>['tasks'][number]

export const CREATE_STAGE_TASK = gql`
  mutation CreateStageTask($stageId: Int!, $input: StageTaskInput!) {
    createStageTask(stageId: $stageId, input: $input) {
      ...StageTaskFields
    }
  }
  ${STAGE_TASK_FIELDS}
`
export const UPDATE_STAGE_TASK = gql`
  mutation UpdateStageTask($id: Int!, $input: StageTaskInput!) {
    updateStageTask(id: $id, input: $input) {
      ...StageTaskFields
    }
  }
  ${STAGE_TASK_FIELDS}
`
export const DELETE_STAGE_TASK = gql`
  mutation DeleteStageTask($id: Int!) {
    deleteStageTask(id: $id) {
      ...StageTaskFields
    }
  }
  ${STAGE_TASK_FIELDS}
`
export const RESTORE_STAGE_TASK = gql`
  mutation RestoreStageTask($id: Int!) {
    restoreStageTask(id: $id) {
      ...StageTaskFields
    }
  }
  ${STAGE_TASK_FIELDS}
`
export const REORDER_STAGE_TASKS = gql`
  mutation ReorderStageTasks($stageId: Int!, $taskIds: [Int!]!) {
    reorderStageTasks(stageId: $stageId, taskIds: $taskIds) {
      ...StageTaskFields
    }
  }
  ${STAGE_TASK_FIELDS}
`

/** Every change refetches the stage: its task list, counts and order come from the server. */
export const refetch = { refetchQueries: ['FindStage'], awaitRefetchQueries: true }
