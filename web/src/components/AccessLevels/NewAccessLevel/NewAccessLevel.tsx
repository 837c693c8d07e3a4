// A new access level: the form (every flag off), createAccessLevel, then the level's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CreateAccessLevelMutation, CreateAccessLevelMutationVariables } from '@/types/graphql'
import { AccessLevelForm, type AccessLevelValues } from '../AccessLevelForm/AccessLevelForm'
import { completeFlags, FUNCTION_FLAG_GROUP, PAGE_FLAG_GROUPS } from '../flagGroups'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_ACCESS_LEVEL = gql`
  mutation CreateAccessLevel($input: AccessLevelInput!) {
    createAccessLevel(input: $input) {
      id
    }
  }
`

export function NewAccessLevel() {
  const [createAccessLevel, { loading, error }] = useMutation<CreateAccessLevelMutation, CreateAccessLevelMutationVariables>(CREATE_ACCESS_LEVEL, {
    refetchQueries: ['FindAccessLevels'],
  })

  const onSave = submitThen(
    async (input: AccessLevelValues) => (await createAccessLevel({ variables: { input } })).data?.createAccessLevel,
    'Access level created',
    (created) => navigate(routes.accessLevel({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New access level</h1>
      <AccessLevelForm
        defaultValues={{ name: '', label: '', pageAccess: completeFlags(PAGE_FLAG_GROUPS, {}), functionAccess: completeFlags([FUNCTION_FLAG_GROUP], {}) }}
        onSave={onSave}
        error={error}
        loading={loading}
        submitLabel="Create access level"
      />
    </section>
  )
}
