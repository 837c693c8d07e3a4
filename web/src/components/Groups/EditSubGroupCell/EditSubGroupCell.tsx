// /sub-groups/{id}/edit: the sub-group form with its values; saved, back to its group's page. And
// deleting the sub-group, asked first like a group: its members stay in the group
// without a sub-group (removeMembers), its leaders stop leading it.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteSubGroupMutation,
  DeleteSubGroupMutationVariables,
  EditAdminSubGroupQuery,
  EditAdminSubGroupQueryVariables,
  SubGroupInput,
  UpdateSubGroupMutation,
  UpdateSubGroupMutationVariables,
} from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { GroupEditLayout } from '../GroupEditLayout/GroupEditLayout'
import { SubGroupForm } from '../SubGroupForm/SubGroupForm'
import { membersLabel } from '../membersLabel'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditAdminSubGroup($id: Int!) {
    subGroup(id: $id) {
      id
      groupId
      name
      description
      memberCount
      leaders {
        id
        name
        email
      }
    }
  }
`

export const DELETE_SUB_GROUP = gql`
  mutation DeleteSubGroup($id: Int!, $removeMembers: Boolean) {
    deleteSubGroup(id: $id, removeMembers: $removeMembers) {
      id
      groupId
      movedMemberCount
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
  const [remove] = useMutation<DeleteSubGroupMutation, DeleteSubGroupMutationVariables>(DELETE_SUB_GROUP, {
    refetchQueries: ['FindAdminGroup', 'FindAdminGroups'],
  })
  const onDelete = async () => {
    try {
      const moved = (await remove({ variables: { id: subGroup.id, removeMembers: subGroup.memberCount > 0 } })).data?.deleteSubGroup.movedMemberCount
      notifySuccess(moved ? `Sub-group deleted; ${membersLabel(moved)} ${moved === 1 ? 'is' : 'are'} in the group without a sub-group now` : 'Sub-group deleted')
      navigate(routes.group({ id: subGroup.groupId }))
      return true
    } catch (error) {
      notifyError(error)
      return false
    }
  }
  const onSave = submitThen(
    async (input: SubGroupInput) => update({ variables: { id: subGroup.id, input } }),
    'Sub-group saved',
    () => navigate(routes.group({ id: subGroup.groupId })),
  )
  return (
    <GroupEditLayout
      name={subGroup.name}
      deleteAction={
        <ConfirmDelete label="Delete sub-group" title={`Delete ${subGroup.name}?`} onConfirm={onDelete}>
          {subGroup.memberCount > 0
            ? `This sub-group has ${membersLabel(subGroup.memberCount)}. Deleting it keeps them in its group without a sub-group; its leaders stop leading it.`
            : 'The sub-group has no members. Its leaders stop leading it.'}
        </ConfirmDelete>
      }
    >
      <SubGroupForm
        defaultValues={{ groupId: subGroup.groupId, name: subGroup.name, description: subGroup.description ?? '', leaderIds: subGroup.leaders.map((leader) => leader.id) }}
        leaders={subGroup.leaders}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </GroupEditLayout>
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
