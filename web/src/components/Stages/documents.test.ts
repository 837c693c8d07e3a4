// The documents that read the same object select the same fields, so Apollo's normalised cache
// answers every screen from any of them (a finished task shows in the page and the drawer at once).
// Each selects them through one fragment beside the component that renders them; these tests check
// every such document spreads it (and only it) where the object is read, and carries its definition.
import { print, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { QUERY as MANAGE_STAGE } from './ManageStageCell/ManageStageCell'
import { REQUEST_MOVE_UP } from './MoveUpPanel/MoveUpPanel'
import { QUERY as MOVE_UP_QUEUE } from './MoveUpQueueCell/MoveUpQueueCell'
import { QUERY as MY_STAGE } from './MyStageCell/MyStageCell'
import { QUERY as PROGRESS_DRAWER } from './ProgressDrawer/ProgressDrawer'
import { APPROVE_MOVE_UP, SEND_BACK_MOVE_UP } from './ReviewCard/ReviewCard'
import { QUERY as FIND_STAGE } from './StageCell/StageCell'
import { ADD_STAGE_LEADER, ADD_STAGE_REVIEWER, REMOVE_STAGE_LEADER, REMOVE_STAGE_REVIEWER } from './StageStaff/StageStaff'
import {
  CREATE_STAGE_TASK,
  DELETE_STAGE_TASK,
  REORDER_STAGE_TASKS,
  RESTORE_STAGE_TASK,
  UPDATE_STAGE_TASK,
} from './StageTasks/stageTaskOperations'
import { FINISH_TASK } from './useFinishTask'

/** The selection under `path` (field names from the operation's root), printed. */
function selectionAt(document: DocumentNode, ...path: string[]): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  let set: SelectionSetNode | undefined = operation?.selectionSet
  for (const name of path) {
    const field: FieldNode | undefined = set?.selections.find((s): s is FieldNode => s.kind === 'Field' && s.name.value === name)
    if (!field?.selectionSet) throw new Error(`no selection at ${path.join('.')}`)
    set = field.selectionSet
  }
  return print(set!)
}

/** The names of the fragments a document defines. */
function fragmentsOf(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : []))
}

function expectSpreads(fragment: string, reads: [DocumentNode, ...string[]][]) {
  for (const [document, ...path] of reads) {
    expect(selectionAt(document, ...path)).toBe(`{\n  ...${fragment}\n}`)
    expect(fragmentsOf(document)).toContain(fragment)
  }
}

describe('member-stage documents', () => {
  it('every StageProgress answer selects StageProgressFields', () => {
    expectSpreads('StageProgressFields', [
      [MY_STAGE, 'userStageProgress'],
      [PROGRESS_DRAWER, 'userStageProgress'],
      [FINISH_TASK, 'finishTask'],
      [REQUEST_MOVE_UP, 'requestMoveUp'],
    ])
  })

  it('every MoveUpReview answer selects MoveUpReviewFields', () => {
    expectSpreads('MoveUpReviewFields', [
      [MOVE_UP_QUEUE, 'moveUpQueue', 'pending'],
      [MOVE_UP_QUEUE, 'moveUpQueue', 'reviewed'],
      [MANAGE_STAGE, 'manageStage', 'reviewQueue'],
      [APPROVE_MOVE_UP, 'approveMoveUp'],
      [SEND_BACK_MOVE_UP, 'sendBackMoveUp'],
    ])
  })
})

describe('stage back-office documents', () => {
  it('every task operation answers StageTaskFields, as the stage page reads its tasks', () => {
    expectSpreads('StageTaskFields', [
      [FIND_STAGE, 'stage', 'tasks'],
      [CREATE_STAGE_TASK, 'createStageTask'],
      [UPDATE_STAGE_TASK, 'updateStageTask'],
      [DELETE_STAGE_TASK, 'deleteStageTask'],
      [RESTORE_STAGE_TASK, 'restoreStageTask'],
      [REORDER_STAGE_TASKS, 'reorderStageTasks'],
    ])
  })

  it('every leader and reviewer change answers StageStaffFields, as the stage page reads them', () => {
    expectSpreads('StageStaffFields', [
      [ADD_STAGE_LEADER, 'addStageLeader'],
      [REMOVE_STAGE_LEADER, 'removeStageLeader'],
      [ADD_STAGE_REVIEWER, 'addStageReviewer'],
      [REMOVE_STAGE_REVIEWER, 'removeStageReviewer'],
    ])
    expect(selectionAt(FIND_STAGE, 'stage')).toContain('...StageStaffFields')
    expect(fragmentsOf(FIND_STAGE)).toContain('StageStaffFields')
  })
})
