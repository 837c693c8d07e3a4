// The sub-group form, for new and edit: name (unique in its group), description and leaders. The
// group is fixed (from ?groupId= when new); subGroupSchema checks it here and in the service.
import { subGroupSchema, type SubGroupFormValues } from '@common/validation/groups'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { LeadersField } from '../LeadersField'
import type { PersonChoice } from '@/components/ui/PeoplePicker/PeoplePicker'

export type SavedSubGroup = { groupId: number; name: string; description: string | null; leaderIds: number[] }

export function SubGroupForm({
  defaultValues,
  leaders,
  onSave,
  error,
  loading,
}: {
  defaultValues: SubGroupFormValues
  leaders: PersonChoice[]
  onSave: (values: SavedSubGroup) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<SubGroupFormValues, SavedSubGroup>
      schema={subGroupSchema}
      defaultValues={defaultValues}
      onSubmit={onSave}
      error={error}
      aria-label="Sub-group"
      className="max-w-2xl"
    >
      <TextField name="name" label="Name" required maxLength={120} />
      <TextAreaField name="description" label="Description" rows={3} />
      <LeadersField initial={leaders} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
