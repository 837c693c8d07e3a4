// The group form, for new and edit: name (unique: the server's message shows under it),
// description and leaders (people picked by search). groupSchema checks it here and in the service.
// The sub-group form has the same fields and props (GroupFormFields, GroupFormProps).
import { groupSchema, type GroupFormValues } from '@common/validation/groups'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { LeadersField } from '../LeadersField'
import type { PersonChoice } from '@/components/ui/PeoplePicker/PeoplePicker'

type Saved = { name: string; description: string | null; leaderIds: number[] }

export type GroupFormProps<TValues, TSaved> = {
  defaultValues: TValues
  leaders: PersonChoice[]
  onSave: (values: TSaved) => void
  error?: unknown
  loading: boolean
}

/** Name, description, leaders and Save: the fields of a group and of a sub-group. */
export function GroupFormFields({ leaders, loading }: { leaders: PersonChoice[]; loading: boolean }) {
  return (
    <>
      <TextField name="name" label="Name" required maxLength={120} />
      <TextAreaField name="description" label="Description" rows={3} />
      <LeadersField initial={leaders} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </>
  )
}

export function GroupForm({ defaultValues, leaders, onSave, error, loading }: GroupFormProps<GroupFormValues, Saved>) {
  return (
    <Form<GroupFormValues, Saved> schema={groupSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Group" className="max-w-2xl">
      <GroupFormFields leaders={leaders} loading={loading} />
    </Form>
  )
}
