// /accountability-team-lead-selection/{id}: one accountability group's name and team lead, changed
// together (updateAccountabilityGroup); the new lead stops being one of its members.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { accountabilityGroupSchema, type AccountabilityGroupFormValues } from '@common/validation/groups'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type {
  AccountabilityGroupInput,
  FindAccountabilityGroupQuery,
  FindAccountabilityGroupQueryVariables,
  UpdateAccountabilityGroupMutation,
  UpdateAccountabilityGroupMutationVariables,
} from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { TeamLeadField } from '../NewAccountabilityGroup/NewAccountabilityGroup'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query FindAccountabilityGroup($id: Int!) {
    accountabilityGroup(id: $id) {
      id
      name
      memberCount
      leader {
        id
        name
        email
      }
    }
  }
`

const UPDATE = gql`
  mutation UpdateAccountabilityGroup($id: Int!, $input: AccountabilityGroupInput!) {
    updateAccountabilityGroup(id: $id, input: $input) {
      id
      leader {
        id
        name
      }
    }
  }
`

export const isEmpty = (data: FindAccountabilityGroupQuery) => !data.accountabilityGroup
export const Empty = () => (
  <EmptyState title="Accountability group not found" action={{ label: 'All accountability groups', to: routes.accountabilityTeamLeadSelection() }} />
)

function TeamLead({ group }: { group: NonNullable<FindAccountabilityGroupQuery['accountabilityGroup']> }) {
  const [update, { loading, error }] = useMutation<UpdateAccountabilityGroupMutation, UpdateAccountabilityGroupMutationVariables>(UPDATE, {
    refetchQueries: ['FindAccountabilityGroups'],
  })
  const onSave = submitThen(
    async (input: AccountabilityGroupInput) => update({ variables: { id: group.id, input } }),
    'Team lead saved',
    () => navigate(routes.accountabilityTeamLeadSelection()),
  )
  return (
    <section className="space-y-6">
      <div>
        <p className="text-sm text-slate-500">
          <Link to={routes.accountabilityTeamLeadSelection()} className="hover:underline">
            Team lead selection
          </Link>
        </p>
        <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{group.name}</h1>
        <p className="text-sm text-slate-600">
          Team lead now: {group.leader?.name ?? 'none'} · {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
        </p>
      </div>
      <Form<AccountabilityGroupFormValues, AccountabilityGroupInput>
        schema={accountabilityGroupSchema}
        defaultValues={{ name: group.name, leaderId: group.leader?.id }}
        onSubmit={onSave}
        error={error}
        aria-label="Team lead"
        className="max-w-2xl"
      >
        <TextField name="name" label="Name" required maxLength={120} />
        <TeamLeadField initial={group.leader} />
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save
        </SubmitButton>
      </Form>
    </section>
  )
}

export const Success = ({ accountabilityGroup }: CellSuccessProps<FindAccountabilityGroupQueryVariables, FindAccountabilityGroupQuery>) => (
  <TeamLead group={accountabilityGroup!} />
)

export const TeamLeadCell = createCell<FindAccountabilityGroupQueryVariables, FindAccountabilityGroupQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'TeamLeadCell',
})

export default TeamLeadCell
