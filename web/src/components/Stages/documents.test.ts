// The documents that read the same object select the same fields, so Apollo's normalised cache
// answers every screen from any of them (a finished task shows in the page and the drawer at once).
// The build refuses shared fragments (web/vite.bundle.ts), so the fields are written out in each.
import { print, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { QUERY as MANAGE_STAGE } from './ManageStageCell/ManageStageCell'
import { REQUEST_MOVE_UP } from './MoveUpPanel/MoveUpPanel'
import { QUERY as MOVE_UP_QUEUE } from './MoveUpQueueCell/MoveUpQueueCell'
import { QUERY as MY_STAGE } from './MyStageCell/MyStageCell'
import { QUERY as PROGRESS_DRAWER } from './ProgressDrawer/ProgressDrawer'
import { APPROVE_MOVE_UP, SEND_BACK_MOVE_UP } from './ReviewCard/ReviewCard'
import { FINISH_TASK } from './useFinishTask'

/** The selection under `path` (field names from the operation's root), printed. */
function selectionAt(document: DocumentNode, ...path: string[]): string {
  let set: SelectionSetNode | undefined = (document.definitions[0] as OperationDefinitionNode).selectionSet
  for (const name of path) {
    const field: FieldNode | undefined = set?.selections.find((s): s is FieldNode => s.kind === 'Field' && s.name.value === name)
    if (!field?.selectionSet) throw new Error(`no selection at ${path.join('.')}`)
    set = field.selectionSet
  }
  return print(set!)
}

describe('member-stage documents', () => {
  it('every StageProgress answer selects the same fields', () => {
    const page = selectionAt(MY_STAGE, 'userStageProgress')
    expect(selectionAt(PROGRESS_DRAWER, 'userStageProgress')).toBe(page)
    expect(selectionAt(FINISH_TASK, 'finishTask')).toBe(page)
    expect(selectionAt(REQUEST_MOVE_UP, 'requestMoveUp')).toBe(page)
  })

  it('every MoveUpReview answer selects the same fields', () => {
    const queue = selectionAt(MOVE_UP_QUEUE, 'moveUpQueue', 'pending')
    expect(selectionAt(MOVE_UP_QUEUE, 'moveUpQueue', 'reviewed')).toBe(queue)
    expect(selectionAt(MANAGE_STAGE, 'manageStage', 'reviewQueue')).toBe(queue)
    expect(selectionAt(APPROVE_MOVE_UP, 'approveMoveUp')).toBe(queue)
    expect(selectionAt(SEND_BACK_MOVE_UP, 'sendBackMoveUp')).toBe(queue)
  })
})
