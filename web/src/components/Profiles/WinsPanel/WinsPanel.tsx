// The Wins tab: the member's wins, newest first, and for the owner the form to post one and a
// delete button on each.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { DeleteWinMutation, DeleteWinMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import type { ProfileData } from '../types'
import { WinForm } from '../WinForm/WinForm'

export const DELETE_WIN = gql`
  mutation DeleteWin($id: Int!) {
    deleteWin(id: $id)
  }
`

type Win = ProfileData['wins'][number]

function WinCard({ win, onDelete, deleting }: { win: Win; onDelete?: () => void; deleting?: boolean }) {
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {win.imageUrl && <img src={win.imageUrl} alt={`Image of the win ${win.title}`} className="max-h-80 w-full bg-slate-100 object-contain" />}
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 break-words font-semibold text-slate-900">{win.title}</h3>
          {onDelete && (
            <Button variant="ghost" size="sm" onClick={onDelete} loading={deleting} aria-label={`Delete the win ${win.title}`}>
              Delete
            </Button>
          )}
        </div>
        {win.description && <p className="whitespace-pre-line break-words text-sm text-slate-700">{win.description}</p>}
        <p className="text-xs text-slate-500">{formatDate(win.wonOn ?? win.createdAt)}</p>
      </div>
    </li>
  )
}

export function WinsPanel({ profile }: { profile: ProfileData }) {
  const [deleting, setDeleting] = useState<number | null>(null)
  const [deleteWin] = useMutation<DeleteWinMutation, DeleteWinMutationVariables>(DELETE_WIN, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'ProfileWin', id: data.deleteWin }) })
    },
  })
  const remove = async (win: Win) => {
    if (!window.confirm(`Delete the win "${win.title}"?`)) return
    setDeleting(win.id)
    try {
      await deleteWin({ variables: { id: win.id } })
      notifySuccess('The win was deleted.')
    } catch (error) {
      notifyError(error)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <div className="space-y-6">
      {profile.canEdit && <WinForm profileId={profile.id} />}
      {profile.wins.length === 0 ? (
        <EmptyCard
          title="No wins yet"
          description={profile.isOwn ? 'Share your first win: a client, a payout, a skill learned.' : `${profile.firstName} has not shared a win yet.`}
        />
      ) : (
        <ul aria-label="Wins" className="grid items-start gap-4 md:grid-cols-2">
          {profile.wins.map((win) => (
            <WinCard key={win.id} win={win} onDelete={profile.canEdit ? () => remove(win) : undefined} deleting={deleting === win.id} />
          ))}
        </ul>
      )}
    </div>
  )
}

export default WinsPanel
