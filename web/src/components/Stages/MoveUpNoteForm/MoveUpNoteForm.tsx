// The note form of a move-up step (the member's request, a reviewer's approval or send-back), in
// a dialog: the schemas of common/validation/stages.memberStages.ts check it here and in the service (a
// note is optional except when sending a request back).
import { Button } from '@/components/ui/Button/Button'
import { Form, SubmitButton, TextAreaField } from '@/components/ui/Form/Form'
import { MOVE_UP_NOTE_MAX, moveUpRequestSchema, sendBackMoveUpSchema } from '@common/validation/stages.memberStages'

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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton loading={loading} loadingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
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
