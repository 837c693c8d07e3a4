// A new group: the form, createGroup, then the group's page (to add its members and sub-groups).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CreateGroupMutation, CreateGroupMutationVariables, GroupInput } from '@/types/graphql'
import { GroupForm } from '../GroupForm/GroupForm'
import { submitThen } from '@/components/ui/Form/submitThen'

const CREATE_GROUP = gql`
  mutation CreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`

export function NewGroup() {
  const [createGroup, { loading, error }] = useMutation<CreateGroupMutation, CreateGroupMutationVariables>(CREATE_GROUP, {
    refetchQueries: ['FindAdminGroups'],
  })
  const onSave = submitThen(
    async (input: GroupInput) => (await createGroup({ variables: { input } })).data?.createGroup,
    'Group created',
    (created) => navigate(routes.group({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New group</h1>
      <GroupForm defaultValues={{ name: '', description: '', leaderIds: [] }} leaders={[]} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewGroup
