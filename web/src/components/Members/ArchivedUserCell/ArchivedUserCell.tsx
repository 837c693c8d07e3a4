// One archived user (/community/archivedUsers/{id}): what stays with the account, and Restore.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import { notifyError } from '@/lib/toast'
import type { FindArchivedUserQuery, FindArchivedUserQueryVariables, RestoreUserMutation, RestoreUserMutationVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { fullName } from '@/lib/fullName'

export const QUERY = gql`
  query FindArchivedUser($id: Int!) {
    archivedUser(id: $id) {
      id
      email
      firstName
      lastName
      tribeId
      isMember
      archivedAt
      createdAt
      subscriptionCount
      lessonProgressCount
      formResponseCount
    }
  }
`

export const RESTORE_USER = gql`
  mutation RestoreUser($id: Int!) {
    restoreUser(id: $id) {
      id
      archivedAt
      isMember
    }
  }
`

type Found = FindArchivedUserQuery & { archivedUser: NonNullable<FindArchivedUserQuery['archivedUser']> }

export function ArchivedUserDetail({ person }: { person: Found['archivedUser'] }) {
  const [restoreUser] = useMutation<RestoreUserMutation, RestoreUserMutationVariables>(RESTORE_USER, {
    refetchQueries: ['FindArchivedUsers', 'FindNonMembers', 'FindMembers'],
  })
  const name = fullName(person)
  // A refusal keeps the dialog open (false).
  const onRestore = async () => {
    let restored
    try {
      restored = (await restoreUser({ variables: { id: person.id } })).data?.restoreUser
    } catch (error) {
      notifyError(error)
      return false
    }
    navigate(restored && !restored.isMember ? routes.nonMember({ id: person.id }) : routes.archivedUsers())
  }
  const stats = [
    ['Subscriptions', person.subscriptionCount],
    ['Lesson progress', person.lessonProgressCount],
    ['Form responses', person.formResponseCount],
  ] as const
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="error">Archived</Badge>
            {person.archivedAt && <span>since {formatDate(person.archivedAt)}</span>}
          </p>
        </div>
        <ConfirmDelete label="Restore" title={`Restore ${name}?`} confirmLabel="Restore user" tone="primary" success={`${name} restored`} onConfirm={onRestore}>
          <p className="text-sm text-slate-700">They can sign in again with their password and see everything they had.</p>
        </ConfirmDelete>
      </div>
      <dl className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">E-mail</dt>
          <dd className="mt-1 break-words text-sm text-slate-900">{person.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Type</dt>
          <dd className="mt-1 text-sm text-slate-900">{person.isMember ? 'Member' : 'Non-member'}</dd>
        </div>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-1 text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">An archived user cannot sign in. Nothing of theirs was deleted; restoring lets them sign in again.</p>
    </section>
  )
}

export const isEmpty = (data: FindArchivedUserQuery) => data.archivedUser == null

export const Empty = () => (
  <EmptyState title="Not an archived user" description="They may have been restored already." action={{ label: 'Archived users', to: routes.archivedUsers() }} />
)

export const Success = ({ archivedUser }: CellSuccessProps<FindArchivedUserQueryVariables, Found>) => <ArchivedUserDetail person={archivedUser} />

export const ArchivedUserCell = createCell<FindArchivedUserQueryVariables, FindArchivedUserQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'ArchivedUserCell',
})

export default ArchivedUserCell
