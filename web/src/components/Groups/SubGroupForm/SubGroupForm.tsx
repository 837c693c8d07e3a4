// The sub-group form, for new and edit: name (unique in its group), description and leaders. The
// group is fixed (from ?groupId= when new); subGroupSchema checks it here and in the service.
import { subGroupSchema, type SubGroupFormValues } from '@common/validation/groups'
import { Form } from '@/components/ui/Form/Form'
import { GroupFormFields, type GroupFormProps } from '../GroupForm/GroupForm'

export type SavedSubGroup = { groupId: number; name: string; description: string | null; leaderIds: number[] }

export function SubGroupForm({ defaultValues, leaders, onSave, error, loading }: GroupFormProps<SubGroupFormValues, SavedSubGroup>) {
  return (
    <Form<SubGroupFormValues, SavedSubGroup>
      schema={subGroupSchema}
      defaultValues={defaultValues}
      onSubmit={onSave}
      error={error}
      aria-label="Sub-group"
      className="max-w-2xl"
    >
      <GroupFormFields leaders={leaders} loading={loading} />
    </Form>
  )
}
