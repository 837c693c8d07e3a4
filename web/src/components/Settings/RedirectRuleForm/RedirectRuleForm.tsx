// The redirect rule form, for new and edit: redirectRuleSchema checks it here and the service checks
// the same, so a message shows under its field before anything is sent; the server's refusals
// (a path another rule has, a loop through other rules) show there too.
import { redirectRuleSchema, type RedirectRuleValues } from '@common/validation/settings.redirectRules'
import { Button } from '@/components/ui/Button/Button'
import { CheckboxField, Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'

/** The fields as the form holds them: the select's value is text ('true' / 'false'). */
export type RedirectRuleFormValues = { fromPath: string; toUrl: string; isPermanent: 'true' | 'false'; isActive: boolean }

export const BLANK_RULE: RedirectRuleFormValues = { fromPath: '', toUrl: '', isPermanent: 'false', isActive: true }

const KINDS = [
  { value: 'false', label: 'Temporary (302)' },
  { value: 'true', label: 'Permanent (301)' },
]

type Props = {
  defaultValues: RedirectRuleFormValues
  onSave: (values: RedirectRuleValues) => void
  onCancel?: () => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
}

export function RedirectRuleForm({ defaultValues, onSave, onCancel, error, loading }: Props) {
  return (
    <Form schema={redirectRuleSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Redirect rule">
      <TextField name="fromPath" label="From path" required placeholder="/old-page" autoComplete="off" hint="A path on this site, such as /join: starts with /, no trailing slash." />
      <TextField
        name="toUrl"
        label="To URL"
        required
        placeholder="/new-page or https://..."
        autoComplete="off"
        hint="A path on this site or a full https:// link. The visitor's ?query is kept."
      />
      <SelectField name="isPermanent" label="Type" options={KINDS} hint="Permanent tells browsers and search engines the move is for good; they may remember it." />
      <CheckboxField name="isActive" label="Active" hint="Only active rules redirect." />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  )
}
