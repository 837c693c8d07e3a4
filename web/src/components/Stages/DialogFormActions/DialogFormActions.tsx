// The foot of a Stages form in a dialog (a task, a move-up note): Cancel closes the dialog, the
// submit button names the step and spins while it saves.
import { Button } from '@/components/ui/Button/Button'
import { SubmitButton } from '@/components/ui/Form/Form'

type Props = { onCancel: () => void; loading: boolean; submitLabel: string }

export function DialogFormActions({ onCancel, loading, submitLabel }: Props) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </div>
  )
}
