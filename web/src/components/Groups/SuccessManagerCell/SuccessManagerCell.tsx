// One success manager's page (/success-managers/{id}): whether they accept members (switchable),
// assigning members found by search (a member has at most one manager: the picker shows who has
// one, and the toast names anyone moved from another manager), and their members (paged,
// unassigned in bulk).
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  AssignSuccessManagerMembersMutation,
  AssignSuccessManagerMembersMutationVariables,
  FindSuccessManagerQuery,
  FindSuccessManagerQueryVariables,
  SetSuccessManagerAcceptingMutation,
  SetSuccessManagerAcceptingMutationVariables,
} from '@/types/graphql'
import { PeoplePicker } from '@/components/ui/PeoplePicker/PeoplePicker'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { SuccessManagerMembersCell } from '../SuccessManagerMembersCell/SuccessManagerMembersCell'
import { membersLabel } from '../membersLabel'

export const QUERY = gql`
  query FindSuccessManager($id: Int!) {
    successManager(id: $id) {
      id
      name
      email
      isAcceptingMembers
      memberCount
    }
  }
`

const CHOICES = gql`
  query SuccessManagerMemberChoices($search: String) {
    choices: successManagerMemberChoices(search: $search) {
      id
      name
      email
      current
    }
  }
`

const ASSIGN = gql`
  mutation AssignSuccessManagerMembers($successManagerId: Int!, $userIds: [Int!]!) {
    assignSuccessManagerMembers(successManagerId: $successManagerId, userIds: $userIds) {
      assignedCount
      moved {
        userId
        name
        fromManagerName
      }
    }
  }
`

const SET_ACCEPTING = gql`
  mutation SetSuccessManagerAccepting($id: Int!, $isAcceptingMembers: Boolean!) {
    setSuccessManagerAccepting(id: $id, isAcceptingMembers: $isAcceptingMembers) {
      id
      isAcceptingMembers
    }
  }
`

export const isEmpty = (data: FindSuccessManagerQuery) => !data.successManager
export const Empty = () => <EmptyState title="Success manager not found" action={{ label: 'All success managers', to: routes.successManagers() }} />

/** "Assigned 2 members. Moved Ben Bautista from Sue Soriano." */
export function assignedMessage(result: AssignSuccessManagerMembersMutation['assignSuccessManagerMembers']) {
  const count = `Assigned ${membersLabel(result.assignedCount)}.`
  const moved = result.moved.map((move) => `Moved ${move.name} from ${move.fromManagerName}.`)
  return [count, ...moved].join(' ')
}

function Manager({ manager }: { manager: NonNullable<FindSuccessManagerQuery['successManager']> }) {
  const { variables } = useServerTable()
  const [assign, { loading }] = useMutation<AssignSuccessManagerMembersMutation, AssignSuccessManagerMembersMutationVariables>(ASSIGN, {
    refetchQueries: ['FindSuccessManagerMembers', 'FindSuccessManager'],
    awaitRefetchQueries: true,
  })
  const [setAccepting, { loading: switching }] = useMutation<SetSuccessManagerAcceptingMutation, SetSuccessManagerAcceptingMutationVariables>(SET_ACCEPTING)
  return (
    <div className="space-y-8">
      <RecordHeader
        back={{ to: routes.successManagers(), label: 'Success managers' }}
        title={manager.name}
        actions={
          <Button
            variant="secondary"
            loading={switching}
            onClick={async () => {
              try {
                await setAccepting({ variables: { id: manager.id, isAcceptingMembers: !manager.isAcceptingMembers } })
                notifySuccess(manager.isAcceptingMembers ? 'No longer accepting members' : 'Accepting members')
              } catch (error) {
                notifyError(error)
              }
            }}
          >
            {manager.isAcceptingMembers ? 'Stop accepting members' : 'Accept members'}
          </Button>
        }
      >
        <p className="mt-1 break-all text-sm text-slate-600">{manager.email}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {manager.isAcceptingMembers ? <Badge tone="success">Accepting members</Badge> : <Badge tone="outline">Not accepting members</Badge>}
          <span aria-label="Member count">
            {manager.memberCount} {manager.memberCount === 1 ? 'member' : 'members'}
          </span>
        </p>
      </RecordHeader>
      <section aria-labelledby="assign-members">
        <h2 id="assign-members" className="mb-2 text-lg font-semibold text-slate-900">
          Assign members
        </h2>
        {manager.isAcceptingMembers ? (
          <>
            <p className="mb-2 text-xs text-slate-500">A member has one success manager: assigning someone who has another moves them here.</p>
            <PeoplePicker
              document={CHOICES}
              label="Find members to assign"
              actionLabel="Assign"
              currentLabel="Manager"
              busy={loading}
              onPick={async (people) => {
                try {
                  const result = (await assign({ variables: { successManagerId: manager.id, userIds: people.map((person) => person.id) } })).data
                    ?.assignSuccessManagerMembers
                  if (result) notifySuccess(assignedMessage(result))
                } catch (error) {
                  notifyError(error)
                }
              }}
            />
          </>
        ) : (
          <p className="text-sm text-slate-500">Not accepting members: switch it on to assign members.</p>
        )}
      </section>
      <section aria-labelledby="manager-members">
        <h2 id="manager-members" className="mb-2 text-lg font-semibold text-slate-900">
          Members
        </h2>
        <SuccessManagerMembersCell page={variables.page} pageSize={variables.pageSize} successManagerId={manager.id} />
      </section>
    </div>
  )
}

export const Success = ({ successManager }: CellSuccessProps<FindSuccessManagerQueryVariables, FindSuccessManagerQuery>) => <Manager manager={successManager!} />

export const SuccessManagerCell = createCell<FindSuccessManagerQueryVariables, FindSuccessManagerQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'SuccessManagerCell',
})

export default SuccessManagerCell
