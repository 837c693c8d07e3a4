// /groups/{id}/edit: the group form with the group's values, and deleting the group, asked first
// (ConfirmDelete): the dialog says the members lose their group, and a group with members is
// deleted with removeMembers (without it the server refuses with HAS_MEMBERS).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteGroupMutation,
  DeleteGroupMutationVariables,
  EditAdminGroupQuery,
  EditAdminGroupQueryVariables,
  GroupInput,
  UpdateGroupMutation,
  UpdateGroupMutationVariables,
} from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { GroupEditLayout } from '../GroupEditLayout/GroupEditLayout'
import { GroupForm } from '../GroupForm/GroupForm'
import { membersLabel } from '../membersLabel'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditAdminGroup($id: Int!) {
    group(id: $id) {
      id
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

const UPDATE_GROUP = gql`
  mutation UpdateGroup($id: Int!, $input: GroupInput!) {
    updateGroup(id: $id, input: $input) {
      id
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

const DELETE_GROUP = gql`
  mutation DeleteGroup($id: Int!, $removeMembers: Boolean) {
    deleteGroup(id: $id, removeMembers: $removeMembers) {
      id
      removedMemberCount
    }
  }
`

export const isEmpty = (data: EditAdminGroupQuery) => !data.group
export const Empty = () => <EmptyState title="Group not found" action={{ label: 'All groups', to: routes.groups() }} />

function EditGroup({ group }: { group: NonNullable<EditAdminGroupQuery['group']> }) {
  const [update, { loading, error }] = useMutation<UpdateGroupMutation, UpdateGroupMutationVariables>(UPDATE_GROUP, {
    refetchQueries: ['FindAdminGroups', 'FindAdminGroup'],
  })
  const [remove] = useMutation<DeleteGroupMutation, DeleteGroupMutationVariables>(DELETE_GROUP, {
    refetchQueries: ['FindAdminGroups'],
  })
  const onSave = submitThen(
    async (input: GroupInput) => update({ variables: { id: group.id, input } }),
    'Group saved',
    () => navigate(routes.group({ id: group.id })),
  )
  const onDelete = async () => {
    try {
      const result = (await remove({ variables: { id: group.id, removeMembers: group.memberCount > 0 } })).data?.deleteGroup
      notifySuccess(result?.removedMemberCount ? `Group deleted; ${result.removedMemberCount} members have no group now` : 'Group deleted')
      navigate(routes.groups())
      return true
    } catch (err) {
      notifyError(err)
      return false
    }
  }
  return (
    <GroupEditLayout
      name={group.name}
      deleteAction={
        <ConfirmDelete label="Delete group" title={`Delete ${group.name}?`} onConfirm={onDelete}>
          {group.memberCount > 0
            ? `This group has ${membersLabel(group.memberCount)}. Deleting it removes them from the group: they will have no group until they are moved to another one. Its sub-groups are deleted too.`
            : 'The group and its sub-groups are deleted.'}
        </ConfirmDelete>
      }
    >
      <GroupForm
        defaultValues={{ name: group.name, description: group.description ?? '', leaderIds: group.leaders.map((leader) => leader.id) }}
        leaders={group.leaders}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </GroupEditLayout>
  )
}

export const Success = ({ group }: CellSuccessProps<EditAdminGroupQueryVariables, EditAdminGroupQuery>) => <EditGroup group={group!} />

export const EditGroupCell = createCell<EditAdminGroupQueryVariables, EditAdminGroupQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'EditGroupCell',
})

export default EditGroupCell
