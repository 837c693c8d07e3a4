// /sub-groups/new?groupId=: a sub-group of that group, then back to the group's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { CreateSubGroupMutation, CreateSubGroupMutationVariables, SubGroupInput } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SubGroupForm } from '../SubGroupForm/SubGroupForm'
import { submitThen } from '@/components/ui/Form/submitThen'

const CREATE_SUB_GROUP = gql`
  mutation CreateSubGroup($input: SubGroupInput!) {
    createSubGroup(input: $input) {
      id
      groupId
    }
  }
`

export function NewSubGroup({ groupId }: { groupId: number | null }) {
  const [create, { loading, error }] = useMutation<CreateSubGroupMutation, CreateSubGroupMutationVariables>(CREATE_SUB_GROUP, {
    refetchQueries: ['FindAdminGroup', 'FindAdminGroups'],
  })
  if (!groupId) return <EmptyState title="Choose a group first" description="Open a group and use Add sub-group." action={{ label: 'All groups', to: routes.groups() }} />
  const onSave = submitThen(
    async (input: SubGroupInput) => create({ variables: { input } }),
    'Sub-group created',
    () => navigate(routes.group({ id: groupId })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New sub-group</h1>
      <SubGroupForm defaultValues={{ groupId, name: '', description: '', leaderIds: [] }} leaders={[]} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewSubGroup
