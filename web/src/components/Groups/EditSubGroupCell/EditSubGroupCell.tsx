// /sub-groups/{id}/edit: the sub-group form with its values; saved, back to its group's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '../../../lib/cell'
import { notifySuccess } from '../../../lib/toast'
import type {
  EditAdminSubGroupQuery,
  EditAdminSubGroupQueryVariables,
  SubGroupInput,
  UpdateSubGroupMutation,
  UpdateSubGroupMutationVariables,
} from '../../../types/graphql'
import { EmptyState } from '../../ui/EmptyState/EmptyState'
import { SubGroupForm } from '../SubGroupForm/SubGroupForm'

export const QUERY = gql`
  query EditAdminSubGroup($id: Int!) {
    subGroup(id: $id) {
      id
      groupId
      name
      description
      leaders {
        id
        name
        email
      }
    }
  }
`

const UPDATE_SUB_GROUP = gql`
  mutation UpdateSubGroup($id: Int!, $input: SubGroupInput!) {
    updateSubGroup(id: $id, input: $input) {
      id
      name
    }
  }
`

export const isEmpty = (data: EditAdminSubGroupQuery) => !data.subGroup
export const Empty = () => <EmptyState title="Sub-group not found" action={{ label: 'All groups', to: routes.groups() }} />

function EditSubGroup({ subGroup }: { subGroup: NonNullable<EditAdminSubGroupQuery['subGroup']> }) {
  const [update, { loading, error }] = useMutation<UpdateSubGroupMutation, UpdateSubGroupMutationVariables>(UPDATE_SUB_GROUP, {
    refetchQueries: ['FindAdminGroup'],
  })
  const onSave = async (input: SubGroupInput) => {
    try {
      await update({ variables: { id: subGroup.id, input } })
    } catch {
      return
    }
    notifySuccess('Sub-group saved')
    navigate(routes.group({ id: subGroup.groupId }))
  }
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {subGroup.name}</h1>
      <SubGroupForm
        defaultValues={{ groupId: subGroup.groupId, name: subGroup.name, description: subGroup.description ?? '', leaderIds: subGroup.leaders.map((leader) => leader.id) }}
        leaders={subGroup.leaders}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const Success = ({ subGroup }: CellSuccessProps<EditAdminSubGroupQueryVariables, EditAdminSubGroupQuery>) => <EditSubGroup subGroup={subGroup!} />

export const EditSubGroupCell = createCell<EditAdminSubGroupQueryVariables, EditAdminSubGroupQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'EditSubGroupCell',
})

export default EditSubGroupCell
