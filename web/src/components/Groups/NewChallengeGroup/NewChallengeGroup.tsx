// A new challenge group: its name, the challenge's first and last day, and optionally a leader.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { challengeGroupSchema, type ChallengeGroupFormValues } from '@common/validation/groups'
import type { ChallengeGroupInput, CreateChallengeGroupMutation, CreateChallengeGroupMutationVariables } from '@/types/graphql'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { submitThen } from '@/components/ui/Form/submitThen'

const CREATE = gql`
  mutation CreateChallengeGroup($input: ChallengeGroupInput!) {
    createChallengeGroup(input: $input) {
      id
    }
  }
`

export function NewChallengeGroup() {
  const [create, { loading, error }] = useMutation<CreateChallengeGroupMutation, CreateChallengeGroupMutationVariables>(CREATE, {
    refetchQueries: ['FindChallengeGroups'],
  })
  const [formKey, setFormKey] = useState(0)
  const onSave = submitThen(
    async (input: ChallengeGroupInput) => create({ variables: { input } }),
    'Challenge group created',
    () => setFormKey((key) => key + 1),
  )
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">New challenge group</summary>
      <Form<ChallengeGroupFormValues, ChallengeGroupInput>
        key={formKey}
        schema={challengeGroupSchema}
        defaultValues={{ name: '', startsOn: '', endsOn: '' }}
        onSubmit={onSave}
        error={error}
        aria-label="New challenge group"
        className="mt-4 max-w-2xl"
      >
        <TextField name="name" label="Name" required maxLength={120} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="startsOn" label="Starts on" type="date" />
          <TextField name="endsOn" label="Ends on" type="date" />
        </div>
        <SubmitButton loading={loading} loadingLabel="Creating...">
          Create group
        </SubmitButton>
      </Form>
    </details>
  )
}

export default NewChallengeGroup
