// Archive a user (archiveUser, editUser page flag), after a confirmation: sign-in refused, every
// session ended, no data lost; restore from /community/archivedUsers. The member pages may use it too.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useState } from 'react'
import { useCurrentUser } from '@/auth'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { ArchiveUserMutation, ArchiveUserMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

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
  const [open, setOpen] = useState(false)
  const [archiveUser, { loading }] = useMutation<ArchiveUserMutation, ArchiveUserMutationVariables>(ARCHIVE_USER, {
    refetchQueries: ['FindNonMembers', 'FindArchivedUsers', 'FindMembers'],
  })
  if (user?.pageAccess.editUser !== true) return null
  const onArchive = async () => {
    try {
      await archiveUser({ variables: { id } })
    } catch (error) {
      notifyError(error)
      return
    }
    setOpen(false)
    notifySuccess(`${name} archived`)
    navigate(user.pageAccess.archivedUsers ? routes.archivedUser({ id }) : routes.nonMembers())
  }
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Archive
      </Button>
      <Modal
        title={`Archive ${name}?`}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onArchive} loading={loading}>
              Archive user
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          They are signed out everywhere and cannot sign in. Nothing of theirs is deleted: subscriptions, payments, progress and answers stay, and the
          account can be restored from Archived Users.
        </p>
      </Modal>
    </>
  )
}
