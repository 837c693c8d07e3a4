// The note form of a move-up step (the member's request, a reviewer's approval or send-back), in
// a dialog: the schemas of common/validation/stages.memberStages.ts check it here and in the service (a
// note is optional except when sending a request back).
import { Form, TextAreaField } from '@/components/ui/Form/Form'
import { MOVE_UP_NOTE_MAX, moveUpRequestSchema, sendBackMoveUpSchema } from '@common/validation/stages.memberStages'
import { DialogFormActions } from '../DialogFormActions/DialogFormActions'

type Props = {
  label: string
  hint?: string
  /** Sending back needs a note; asking and approving do not. */
  noteRequired?: boolean
  submitLabel: string
  onSave: (note: string | null) => void
  onCancel: () => void
  error?: unknown
  loading: boolean
}

export function MoveUpNoteForm({ label, hint, noteRequired = false, submitLabel, onSave, onCancel, error, loading }: Props) {
  const fields = (
    <>
      <TextAreaField name="note" label={label} hint={hint} required={noteRequired} rows={4} maxLength={MOVE_UP_NOTE_MAX} />
      <DialogFormActions onCancel={onCancel} loading={loading} submitLabel={submitLabel} />
    </>
  )
  return noteRequired ? (
    <Form schema={sendBackMoveUpSchema} defaultValues={{ note: '' }} onSubmit={(values) => onSave(values.note)} error={error} aria-label="Move-up note">
      {fields}
    </Form>
  ) : (
    <Form schema={moveUpRequestSchema} defaultValues={{ note: '' }} onSubmit={(values) => onSave(values.note)} error={error} aria-label="Move-up note">
      {fields}
    </Form>
  )
}
