// Creating an accountability group by choosing its team lead: a name and the lead (a person found
// by search; a user leads at most one group, and the server's message says so under the field).
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { accountabilityGroupSchema, type AccountabilityGroupFormValues } from '@common/validation/groups'
import type { AccountabilityGroupInput, CreateAccountabilityGroupMutation, CreateAccountabilityGroupMutationVariables } from '@/types/graphql'
import { PeoplePicker, type PersonChoice } from '@/components/ui/PeoplePicker/PeoplePicker'
import { fieldErrorMessage } from '@/components/ui/Form/FieldShell'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { ACCOUNTABILITY_CHOICES } from '../AccountabilityGroupsCell/AccountabilityGroupsCell'
import { submitThen } from '@/components/ui/Form/submitThen'

const CREATE = gql`
  mutation CreateAccountabilityGroup($input: AccountabilityGroupInput!) {
    createAccountabilityGroup(input: $input) {
      id
    }
  }
`

/** The team lead as a form field (leaderId): who is chosen, and the picker to choose. */
export function TeamLeadField({ initial }: { initial?: PersonChoice | null }) {
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name: 'leaderId', control })
  const [person, setPerson] = useState<PersonChoice | null>(initial ?? null)
  const message = fieldErrorMessage('Team lead', fieldState.error)
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Team lead</legend>
      <p className="text-sm text-slate-800" aria-live="polite">
        {person && field.value === person.id ? `Chosen: ${person.name}` : 'No team lead chosen yet.'}
      </p>
      <PeoplePicker
        document={ACCOUNTABILITY_CHOICES}
        label="Find a team lead"
        actionLabel="Choose"
        single
        currentLabel="Group"
        onPick={([chosen]) => {
          setPerson(chosen)
          field.onChange(chosen.id)
        }}
      />
      {message && <p className="text-xs font-medium text-red-600">{message}</p>}
    </fieldset>
  )
}

export function NewAccountabilityGroup() {
  const [create, { loading, error }] = useMutation<CreateAccountabilityGroupMutation, CreateAccountabilityGroupMutationVariables>(CREATE, {
    refetchQueries: ['FindAccountabilityGroups'],
  })
  const [formKey, setFormKey] = useState(0)
  const onSave = submitThen(
    async (input: AccountabilityGroupInput) => create({ variables: { input } }),
    'Accountability group created',
    () => setFormKey((key) => key + 1),
  )
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">New accountability group</summary>
      <Form<AccountabilityGroupFormValues, AccountabilityGroupInput>
        key={formKey}
        schema={accountabilityGroupSchema}
        defaultValues={{ name: '' }}
        onSubmit={onSave}
        error={error}
        aria-label="New accountability group"
        className="mt-4 max-w-2xl"
      >
        <TextField name="name" label="Name" required maxLength={120} />
        <TeamLeadField />
        <SubmitButton loading={loading} loadingLabel="Creating...">
          Create group
        </SubmitButton>
      </Form>
    </details>
  )
}

export default NewAccountabilityGroup
