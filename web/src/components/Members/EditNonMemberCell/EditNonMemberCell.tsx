// Edit a non-member's basic fields (/community/non-members/{id}/edit): the server's copy and the
// batch choices, the form and updateNonMember, then their page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { NonMemberValues } from '@common/validation/members.nonMembers'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditNonMemberQuery, EditNonMemberQueryVariables, UpdateNonMemberMutation, UpdateNonMemberMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { fullName } from '@/lib/fullName'
import { NonMemberForm } from '../NonMemberForm/NonMemberForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditNonMember($id: Int!) {
    nonMember(id: $id) {
      id
      email
      firstName
      lastName
      mobileNumber
      batch {
        id
      }
    }
    nonMemberBatchOptions {
      id
      name
    }
  }
`

export const UPDATE_NON_MEMBER = gql`
  mutation UpdateNonMember($id: Int!, $input: NonMemberInput!) {
    updateNonMember(id: $id, input: $input) {
      id
      email
      firstName
      lastName
      mobileNumber
      batch {
        id
        name
      }
    }
  }
`

type Found = EditNonMemberQuery & { nonMember: NonNullable<EditNonMemberQuery['nonMember']> }

export const isEmpty = (data: EditNonMemberQuery) => data.nonMember == null

export const Empty = () => <EmptyState title="Non-member not found" description="They may have been enrolled, archived or merged." action={{ label: 'Non-members', to: routes.nonMembers() }} />

export const Success = ({ nonMember, nonMemberBatchOptions }: CellSuccessProps<EditNonMemberQueryVariables, Found>) => {
  const [updateNonMember, { loading, error }] = useMutation<UpdateNonMemberMutation, UpdateNonMemberMutationVariables>(UPDATE_NON_MEMBER, {
    refetchQueries: ['FindNonMembers'],
  })
  const onSave = submitThen(
    async (input: NonMemberValues) => updateNonMember({ variables: { id: nonMember.id, input } }),
    'User saved',
    () => navigate(routes.nonMember({ id: nonMember.id })),
  )
  return (
    <section>
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {fullName(nonMember)}</h1>
      <NonMemberForm
        defaultValues={{
          firstName: nonMember.firstName,
          lastName: nonMember.lastName,
          email: nonMember.email,
          mobileNumber: nonMember.mobileNumber ?? '',
          batchId: nonMember.batch ? String(nonMember.batch.id) : '',
        }}
        batches={nonMemberBatchOptions}
        onSave={onSave}
        error={error}
        loading={loading}
        submitLabel="Save"
      />
    </section>
  )
}

export const EditNonMemberCell = createCell<EditNonMemberQueryVariables, EditNonMemberQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditNonMemberCell',
})

export default EditNonMemberCell
