// The access-level form, for new and edit: name (the role id), label, and the page and function
// flags as grouped switches with their meanings. accessLevelSchema checks it here and the service
// checks the same; the server's refusals (a taken name, renaming a built-in level) show on the fields.
import type { AccessLevelInput, AccessLevelValues } from '../../../../../common/validation/accessLevels'
import { accessLevelSchema } from '../../../../../common/validation/accessLevels'
import type { FormDefaults } from '../../ui/Form/Form'
import { Form, SubmitButton, TextField } from '../../ui/Form/Form'
import { FUNCTION_FLAG_GROUP, PAGE_FLAG_GROUPS } from '../flagGroups'
import { FlagSwitches } from '../FlagSwitches/FlagSwitches'

export type { AccessLevelValues }

export type AccessLevelFormProps = {
  defaultValues: FormDefaults<AccessLevelInput>
  /** A built-in level (common/permissions.ts ROLE_LABELS) keeps its name. */
  isBuiltIn?: boolean
  onSave: (values: AccessLevelValues) => void
  error?: unknown
  loading: boolean
  submitLabel?: string
}

export function AccessLevelForm({ defaultValues, isBuiltIn = false, onSave, error, loading, submitLabel = 'Save' }: AccessLevelFormProps) {
  return (
    <Form schema={accessLevelSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Access level" className="space-y-8">
      <div className="grid max-w-3xl gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          required
          maxLength={50}
          readOnly={isBuiltIn}
          hint={isBuiltIn ? 'A built-in level: its name cannot change.' : 'The role id: lower-case words joined by dashes, e.g. support-desk.'}
        />
        <TextField name="label" label="Label" required maxLength={100} hint="What menus and the role switcher show." />
      </div>

      <div className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Page access</h2>
          <p className="text-sm text-slate-600">Which back-office pages this level opens. Pages every member has need no flag.</p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {PAGE_FLAG_GROUPS.map((group) => (
            <FlagSwitches key={group.key} group={group} />
          ))}
        </div>
      </div>

      <div className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Function access</h2>
          <p className="text-sm text-slate-600">Create buttons and actions.</p>
        </div>
        <div className="max-w-3xl">
          <FlagSwitches group={FUNCTION_FLAG_GROUP} />
        </div>
      </div>

      <p className="text-sm text-slate-600">Everyone holding this level gets the new flags on their next page load.</p>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
