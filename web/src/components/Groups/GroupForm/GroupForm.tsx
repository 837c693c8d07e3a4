// The group form, for new and edit: name (unique: the server's message shows under it),
// description and leaders (people picked by search). groupSchema checks it here and in the service.
import { groupSchema, type GroupFormValues } from '@common/validation/groups'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { LeadersField } from '../LeadersField'
import type { PersonChoice } from '@/components/ui/PeoplePicker/PeoplePicker'

type Saved = { name: string; description: string | null; leaderIds: number[] }

export function GroupForm({
  defaultValues,
  leaders,
  onSave,
  error,
  loading,
}: {
  defaultValues: GroupFormValues
  leaders: PersonChoice[]
  onSave: (values: Saved) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<GroupFormValues, Saved> schema={groupSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Group" className="max-w-2xl">
      <TextField name="name" label="Name" required maxLength={120} />
      <TextAreaField name="description" label="Description" rows={3} />
      <LeadersField initial={leaders} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
