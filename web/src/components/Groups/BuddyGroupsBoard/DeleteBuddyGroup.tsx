// Deleting the chosen group of a buddy-groups board once confirmed, the same on the
// accountability and the challenge board: the board's list is fetched again, the choice
// (?groupId=) cleared, and the confirmation says what becomes of its members.
import { useMutation, type DocumentNode } from '@apollo/client'
import type { ReactNode } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import { setQueryParams } from '@/lib/useQueryParam'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import type { BuddyGroupRow } from './BuddyGroupsBoard'

type Props = {
  group: BuddyGroupRow
  /** The board's delete mutation, `($id: Int!)`. */
  mutation: DocumentNode
  /** The board's list query, fetched again once the group is gone. */
  listQuery: string
  /** What deleting it does to its members (and leader). */
  children: ReactNode
}

export function DeleteBuddyGroup({ group, mutation, listQuery, children }: Props) {
  const [remove] = useMutation<unknown, { id: number }>(mutation, { refetchQueries: [listQuery], awaitRefetchQueries: true })
  const onDelete = async () => {
    try {
      await remove({ variables: { id: group.id } })
    } catch (error) {
      notifyError(error)
      return false
    }
    notifySuccess(`${group.name} deleted`)
    setQueryParams({ groupId: null })
    return true
  }
  return (
    <ConfirmDelete label="Delete group" size="sm" title={`Delete ${group.name}?`} onConfirm={onDelete}>
      {children}
    </ConfirmDelete>
  )
}
