// The access-level form, for new and edit: name (the role id), label, and the page and function
// flags as grouped switches with their meanings. accessLevelSchema checks it here and the service
// checks the same; the server's refusals (a taken name, renaming a built-in level) show on the fields.
// A switch the signed-in user may not turn on (a flag their current level lacks, unless they are an
// admin) is disabled with the reason; the server refuses the same (api/src/lib/auth/staffTrust.ts).
import type { AccessLevelInput, AccessLevelValues } from '@common/validation/accessLevels'
import { accessLevelSchema } from '@common/validation/accessLevels'
import { useCurrentUser } from '@/auth'
import type { FormDefaults } from '@/components/ui/Form/Form'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { canSwitchOnFlag, LEVEL_HOLDS_MORE_NOTE, levelHoldsMore } from '../accessLevelAccess'
import { FUNCTION_FLAG_GROUP, PAGE_FLAG_GROUPS, type FlagKind } from '../flagGroups'
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
  const user = useCurrentUser()
  const mayTurnOn = (kind: FlagKind, name: string) => canSwitchOnFlag(user, kind, name)
  const beyondReach = levelHoldsMore(user, { pageAccess: defaultValues.pageAccess, functionAccess: defaultValues.functionAccess })
  return (
    <Form schema={accessLevelSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Access level" className="space-y-8">
      {beyondReach && (
        <p role="note" className="max-w-3xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {LEVEL_HOLDS_MORE_NOTE}
        </p>
      )}
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
            <FlagSwitches key={group.key} group={group} mayTurnOn={mayTurnOn} />
          ))}
        </div>
      </div>

      <div className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Function access</h2>
          <p className="text-sm text-slate-600">Create buttons and actions.</p>
        </div>
        <div className="max-w-3xl">
          <FlagSwitches group={FUNCTION_FLAG_GROUP} mayTurnOn={mayTurnOn} />
        </div>
      </div>

      <p className="text-sm text-slate-600">Everyone holding this level gets the new flags on their next page load.</p>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
