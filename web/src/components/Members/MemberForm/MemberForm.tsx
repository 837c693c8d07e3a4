// The member edit form (/community/members/{id}/edit) on the shared Form with the common schema
// (common/validation/members.ts): names, e-mail, batch, group, stage, access levels and the admin
// role (changed only by an admin: the API refuses others, so the boxes are locked for them), base
// points, the fast-track flag and disabling (which signs the member out everywhere).
import { memberSchema, type MemberFormValues, type MemberValues } from '@common/validation/members'
import { CheckboxField } from '@/components/ui/Form/CheckboxField'
import { Form, SubmitButton } from '@/components/ui/Form/Form'
import { NumberField } from '@/components/ui/Form/NumberField'
import { SelectField } from '@/components/ui/Form/SelectField'
import { TextField } from '@/components/ui/Form/TextFields'
import type { MemberFilterChoices } from '../MembersToolbar/MembersToolbar'
import { CheckboxGroupField } from '@/components/ui/Form/CheckboxGroupField'

export type MemberFormProps = {
  defaultValues: MemberFormValues
  choices: MemberFilterChoices
  /** Access levels and the admin role: only an admin changes them. */
  canChangeAccess: boolean
  onSave: (values: MemberValues) => void
  error?: unknown
  loading: boolean
}

function AccessLevelChoices({ choices, disabled }: { choices: MemberFilterChoices['accessLevels']; disabled: boolean }) {
  return (
    <CheckboxGroupField
      name="accessLevelIds"
      legend="Access levels"
      hint={disabled ? 'Only an admin can change access levels.' : 'The roles the member may act as; the change applies on their next request.'}
      hintId="member-access-levels-hint"
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
      centered
      disabled={disabled}
      choices={choices.map((level) => ({ id: level.id, label: level.label }))}
    />
  )
}

export function MemberForm({ defaultValues, choices, canChangeAccess, onSave, error, loading }: MemberFormProps) {
  return (
    <Form<MemberFormValues, MemberValues> schema={memberSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Member" className="max-w-3xl">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First name" required maxLength={100} />
        <TextField name="middleName" label="Middle name" maxLength={100} />
        <TextField name="lastName" label="Last name" required maxLength={100} />
        <TextField name="suffix" label="Suffix" maxLength={100} />
      </div>
      <TextField name="email" label="E-mail" type="email" required autoComplete="off" hint="The member signs in with it; stored in lower case." />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField name="batchId" label="Batch" placeholder="No batch" options={choices.batches.map((b) => ({ value: String(b.id), label: b.name }))} />
        <SelectField name="groupId" label="Group" placeholder="No group" options={choices.groups.map((g) => ({ value: String(g.id), label: g.name }))} />
        <SelectField
          name="stageId"
          label="Stage"
          placeholder="No stage"
          options={choices.stages.map((s) => ({ value: String(s.id), label: `${s.number}. ${s.name}` }))}
        />
      </div>
      <AccessLevelChoices choices={choices.accessLevels} disabled={!canChangeAccess} />
      <CheckboxField name="isAdmin" label="Admin role" disabled={!canChangeAccess} hint="Admins are never impersonated." />
      <NumberField name="basePoints" label="Base points" min={0} step={1} hint="Points the member started with (the member import's Base Points)." className="sm:max-w-xs" />
      <CheckboxField name="isFastTrackStudent" label="Fast-track student" />
      <CheckboxField name="isDisabled" label="Disabled" hint="A disabled member is signed out everywhere and cannot sign in until enabled again." />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
