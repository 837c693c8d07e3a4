// Change an access level: load it (EditAccessLevel), then the form and updateAccessLevel, then its
// page. Its holders get the new flags on their next request.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type {
  EditAccessLevelQuery,
  EditAccessLevelQueryVariables,
  UpdateAccessLevelMutation,
  UpdateAccessLevelMutationVariables,
} from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { AccessLevelForm, type AccessLevelValues } from '../AccessLevelForm/AccessLevelForm'
import { completeFlags, FUNCTION_FLAG_GROUP, PAGE_FLAG_GROUPS } from '../flagGroups'
import { submitThen } from '@/components/ui/Form/submitThen'
import { ACCESS_LEVEL_FIELDS } from '../AccessLevelForm/accessLevelFields'

export const QUERY = gql`
  query EditAccessLevel($id: Int!) {
    accessLevel(id: $id) {
      ...AccessLevelFields
    }
  }
  ${ACCESS_LEVEL_FIELDS}
`

export const UPDATE_ACCESS_LEVEL = gql`
  mutation UpdateAccessLevel($id: Int!, $input: AccessLevelInput!) {
    updateAccessLevel(id: $id, input: $input) {
      ...AccessLevelFields
      userCount
      updatedAt
    }
  }
  ${ACCESS_LEVEL_FIELDS}
`

type Found = { accessLevel: NonNullable<EditAccessLevelQuery['accessLevel']> }

export const isEmpty = (data: EditAccessLevelQuery) => !data.accessLevel

export const Empty = () => (
  <EmptyState title="Access level not found" description="It may have been deleted." action={{ label: 'All access levels', to: routes.accessLevels() }} />
)

export const Success = ({ accessLevel }: CellSuccessProps<EditAccessLevelQueryVariables, Found>) => {
  const [updateAccessLevel, { loading, error }] = useMutation<UpdateAccessLevelMutation, UpdateAccessLevelMutationVariables>(UPDATE_ACCESS_LEVEL, {
    refetchQueries: ['FindAccessLevels'],
  })

  const onSave = submitThen(
    async (input: AccessLevelValues) => updateAccessLevel({ variables: { id: accessLevel.id, input } }),
    'Access level saved',
    () => navigate(routes.accessLevel({ id: accessLevel.id })),
  )

  return (
    <section>
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {accessLevel.label}</h1>
      <AccessLevelForm
        defaultValues={{
          name: accessLevel.name,
          label: accessLevel.label,
          pageAccess: completeFlags(PAGE_FLAG_GROUPS, accessLevel.pageAccess as Record<string, unknown>),
          functionAccess: completeFlags([FUNCTION_FLAG_GROUP], accessLevel.functionAccess as Record<string, unknown>),
        }}
        isBuiltIn={accessLevel.isBuiltIn}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditAccessLevelCell = createCell<EditAccessLevelQueryVariables, EditAccessLevelQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditAccessLevelCell',
})

export default EditAccessLevelCell
