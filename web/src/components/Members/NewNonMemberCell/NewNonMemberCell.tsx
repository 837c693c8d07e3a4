// Create User Account (/community/non-members/new): the batch choices, then the form and
// createNonMember; the new account lands on the non-members list. Only with the user_create
// function flag (the flag the server checks).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { NonMemberValues } from '@common/validation/members.nonMembers'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CreateNonMemberMutation, CreateNonMemberMutationVariables, NonMemberBatchOptionsQuery, NonMemberBatchOptionsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { NonMemberForm } from '../NonMemberForm/NonMemberForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query NonMemberBatchOptions {
    nonMemberBatchOptions {
      id
      name
    }
  }
`

export const CREATE_NON_MEMBER = gql`
  mutation CreateNonMember($input: NonMemberInput!) {
    createNonMember(input: $input) {
      id
      email
      firstName
      lastName
    }
  }
`

export function NewNonMember({ batches }: { batches: { id: number; name: string }[] }) {
  const user = useCurrentUser()
  const [createNonMember, { loading, error }] = useMutation<CreateNonMemberMutation, CreateNonMemberMutationVariables>(CREATE_NON_MEMBER, {
    refetchQueries: ['FindNonMembers'],
  })
  if (user?.functionAccess.user_create !== true) {
    return <EmptyState title="You cannot create user accounts" description="Your role does not have the user_create function." action={{ label: 'Non-members', to: routes.nonMembers() }} />
  }
  const onSave = submitThen(
    async (input: NonMemberValues) => createNonMember({ variables: { input } }),
    'User account created',
    (_saved, input) => navigate(routes.nonMembers({ search: input.email })),
  )
  return (
    <section>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">Create User Account</h1>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        The account starts as a non-member with no password: the person sets one with <strong>Forgot password</strong> on the sign-in page, using this
        e-mail. Enrol them afterwards to make them a member.
      </p>
      <NonMemberForm
        defaultValues={{ firstName: '', lastName: '', email: '', mobileNumber: '', batchId: '' }}
        batches={batches}
        onSave={onSave}
        error={error}
        loading={loading}
        submitLabel="Create account"
      />
    </section>
  )
}

export const Success = ({ nonMemberBatchOptions }: CellSuccessProps<NonMemberBatchOptionsQueryVariables, NonMemberBatchOptionsQuery>) => (
  <NewNonMember batches={nonMemberBatchOptions} />
)

export const NewNonMemberCell = createCell<NonMemberBatchOptionsQueryVariables, NonMemberBatchOptionsQuery>({
  QUERY,
  Success,
  displayName: 'NewNonMemberCell',
})

export default NewNonMemberCell
