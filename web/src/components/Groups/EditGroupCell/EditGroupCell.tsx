// /groups/{id}/edit: the group form with the group's values, and deleting the group. Deleting a
// group with members asks first: the server refuses with HAS_MEMBERS and its count, and the
// dialog says the members lose their group before it is asked again with removeMembers.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useState } from 'react'
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
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Modal } from '@/components/ui/Modal/Modal'
import { GroupForm } from '../GroupForm/GroupForm'

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
  const [remove, { loading: deleting }] = useMutation<DeleteGroupMutation, DeleteGroupMutationVariables>(DELETE_GROUP, {
    refetchQueries: ['FindAdminGroups'],
  })
  const [confirming, setConfirming] = useState(false)
  const onSave = async (input: GroupInput) => {
    try {
      await update({ variables: { id: group.id, input } })
    } catch {
      return
    }
    notifySuccess('Group saved')
    navigate(routes.group({ id: group.id }))
  }
  const onDelete = async () => {
    try {
      const result = (await remove({ variables: { id: group.id, removeMembers: group.memberCount > 0 } })).data?.deleteGroup
      notifySuccess(result?.removedMemberCount ? `Group deleted; ${result.removedMemberCount} members have no group now` : 'Group deleted')
      navigate(routes.groups())
    } catch (err) {
      notifyError(err)
    }
  }
  const members = `${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit {group.name}</h1>
      <GroupForm
        defaultValues={{ name: group.name, description: group.description ?? '', leaderIds: group.leaders.map((leader) => leader.id) }}
        leaders={group.leaders}
        onSave={onSave}
        error={error}
        loading={loading}
      />
      <div className="max-w-2xl border-t border-slate-200 pt-6">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete group
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${group.name}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void onDelete()}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {group.memberCount > 0
            ? `This group has ${members}. Deleting it removes them from the group: they will have no group until they are moved to another one. Its sub-groups are deleted too.`
            : 'The group and its sub-groups are deleted.'}
        </p>
      </Modal>
    </section>
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
