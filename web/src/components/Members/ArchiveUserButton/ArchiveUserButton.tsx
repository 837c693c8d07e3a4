// Archive a user (archiveUser, editUser page flag), after a confirmation: sign-in refused, every
// session ended, no data lost; restore from /community/archivedUsers. The member pages may use it too.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { notifyError } from '@/lib/toast'
import type { ArchiveUserMutation, ArchiveUserMutationVariables } from '@/types/graphql'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'

export const ARCHIVE_USER = gql`
  mutation ArchiveUser($id: Int!) {
    archiveUser(id: $id) {
      id
      archivedAt
    }
  }
`

export function ArchiveUserButton({ id, name }: { id: number; name: string }) {
  const user = useCurrentUser()
  const [archiveUser] = useMutation<ArchiveUserMutation, ArchiveUserMutationVariables>(ARCHIVE_USER, {
    refetchQueries: ['FindNonMembers', 'FindArchivedUsers', 'FindMembers'],
  })
  if (user?.pageAccess.editUser !== true) return null
  // A refusal keeps the dialog open (false).
  const onArchive = async () => {
    try {
      await archiveUser({ variables: { id } })
    } catch (error) {
      notifyError(error)
      return false
    }
    navigate(user.pageAccess.archivedUsers ? routes.archivedUser({ id }) : routes.nonMembers())
  }
  return (
    <ConfirmDelete label="Archive" title={`Archive ${name}?`} confirmLabel="Archive user" success={`${name} archived`} onConfirm={onArchive}>
      <p className="text-sm text-slate-700">
        They are signed out everywhere and cannot sign in. Nothing of theirs is deleted: subscriptions, payments, progress and answers stay, and the
        account can be restored from Archived Users.
      </p>
    </ConfirmDelete>
  )
}
