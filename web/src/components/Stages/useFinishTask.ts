// finishTask as every screen uses it: the answer is the member's progress under the same id, so
// Apollo's cache updates the page and the navbar drawer at once; success plays the task sound and
// a failure toasts the extracted message (docs/product.md, "Errors").
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { notifyError } from '@/lib/toast'
import type { FinishTaskMutation, FinishTaskMutationVariables } from '@/types/graphql'
import { playTaskSound } from './taskSound'
import { STAGE_PROGRESS_FIELDS } from './MyStage/stageProgressFields'

export const FINISH_TASK = gql`
  mutation FinishTask($taskId: Int!) {
    finishTask(taskId: $taskId) {
      ...StageProgressFields
    }
  }
  ${STAGE_PROGRESS_FIELDS}
`

/** finish(taskId) and the id of the task being finished (null when none). */
export function useFinishTask() {
  const [finishingId, setFinishingId] = useState<number | null>(null)
  const [mutate] = useMutation<FinishTaskMutation, FinishTaskMutationVariables>(FINISH_TASK)
  const finish = async (taskId: number) => {
    setFinishingId(taskId)
    try {
      await mutate({ variables: { taskId } })
      playTaskSound()
    } catch (error) {
      notifyError(error)
    } finally {
      setFinishingId(null)
    }
  }
  return { finish, finishingId }
}
