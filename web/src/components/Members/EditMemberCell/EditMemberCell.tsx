// Change a member: load them with the form's option lists (always from the server), then the form
// and updateMember, then their profile.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { ADMIN_ROLE } from '@common/permissions'
import type { MemberFormValues, MemberValues } from '@common/validation/members'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditMemberQuery, EditMemberQueryVariables, UpdateMemberMutation, UpdateMemberMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { MemberForm } from '../MemberForm/MemberForm'
import { MEMBER_FILTER_CHOICES_FIELDS } from '../MembersToolbar/memberFilterChoicesFields'
import { MEMBER_CORE_FIELDS } from '../MemberDetail/memberCoreFields'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditMember($id: Int!) {
    member(id: $id) {
      ...MemberCoreFields
    }
    memberFilterOptions {
      ...MemberFilterChoicesFields
    }
  }
  ${MEMBER_CORE_FIELDS}
  ${MEMBER_FILTER_CHOICES_FIELDS}
`

export const UPDATE_MEMBER = gql`
  mutation UpdateMember($id: Int!, $input: MemberInput!) {
    updateMember(id: $id, input: $input) {
      ...MemberCoreFields
    }
  }
  ${MEMBER_CORE_FIELDS}
`

type Found = EditMemberQuery & { member: NonNullable<EditMemberQuery['member']> }
type EditedMember = Found['member']

export const isEmpty = (data: EditMemberQuery) => data.member == null

export const Empty = () => <EmptyState title="Member not found" description="They may have been merged into another account." action={{ label: 'All members', to: routes.users() }} />

/** The form's starting values: the member as stored (selects and checkboxes hold ids as text). */
export function formValues(member: EditedMember): MemberFormValues {
  return {
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    lastName: member.lastName,
    suffix: member.suffix ?? '',
    email: member.email,
    batchId: member.batch ? String(member.batch.id) : '',
    groupId: member.group ? String(member.group.id) : '',
    stageId: member.stage ? String(member.stage.id) : '',
    accessLevelIds: member.accessLevels.map((level) => String(level.id)),
    isAdmin: member.isAdmin,
    basePoints: member.basePoints,
    isFastTrackStudent: member.isFastTrackStudent,
    isDisabled: member.disabledAt != null,
  }
}

export const Success = ({ member, memberFilterOptions }: CellSuccessProps<EditMemberQueryVariables, Found>) => {
  const viewer = useCurrentUser()
  const [updateMember, { loading, error }] = useMutation<UpdateMemberMutation, UpdateMemberMutationVariables>(UPDATE_MEMBER, {
    refetchQueries: ['FindMembers'],
  })
  const onSave = submitThen(
    async (input: MemberValues) => updateMember({ variables: { id: member.id, input } }),
    'Member saved',
    () => navigate(routes.user({ id: member.id })),
  )
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email
  return (
    <section>
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {name}</h1>
      <MemberForm
        defaultValues={formValues(member)}
        choices={memberFilterOptions}
        canChangeAccess={viewer?.roles.includes(ADMIN_ROLE) === true}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditMemberCell = createCell<EditMemberQueryVariables, EditMemberQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditMemberCell',
})

export default EditMemberCell
