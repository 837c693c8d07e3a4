// The member journey's inputs and messages (api/src/graphql/stages.memberStages.sdl.ts): the move-up
// request's note, the reviewer's note (required to send a request back, so the member learns what
// to do), and the refusals a member or reviewer can act on. One copy for the services and the web.
import { z } from 'zod'

export const MOVE_UP_NOTE_MAX = 1000

export const memberStageMessages = {
  taskNotFound: 'Task not found',
  reviewNotFound: 'Move-up request not found',
  noteTooLong: `Note must be at most ${MOVE_UP_NOTE_MAX} characters`,
  sendBackNoteRequired: 'Say what the member should do before asking again',
  tasksRemaining: 'Finish every task of your stage before asking to move up.',
  lastStage: 'You are on the last stage: there is no stage to move up to.',
  noStage: 'You are not on a stage yet.',
  alreadyPending: 'Your move-up request is already waiting for review.',
  alreadyReviewed: 'This move-up request was already reviewed.',
  invalid: 'Invalid move-up request',
}

const note = z.string().trim().max(MOVE_UP_NOTE_MAX, memberStageMessages.noteTooLong)

/** requestMoveUp(note): an optional note to the reviewers. */
export const moveUpRequestSchema = z.object({ note: note.nullish().transform((v) => v || null) })

/** approveMoveUp(id, note): an optional note kept with the decision. */
export const approveMoveUpSchema = z.object({ note: note.nullish().transform((v) => v || null) })

/** sendBackMoveUp(id, note): the note is required. */
export const sendBackMoveUpSchema = z.object({
  note: z
    .string({ error: memberStageMessages.sendBackNoteRequired })
    .trim()
    .min(1, memberStageMessages.sendBackNoteRequired)
    .max(MOVE_UP_NOTE_MAX, memberStageMessages.noteTooLong),
})
