// One access level as staff see it: its name, holders, and its flags by group (on ones listed with
// their meaning), with Edit and Delete for those with editAccessLevel. A built-in level cannot be
// deleted and neither can one that users hold: the server refuses and says why. A level with a flag
// the user's current level lacks is an admin's to change: a note instead of the buttons.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { DeleteAccessLevelMutation, DeleteAccessLevelMutationVariables, FindAccessLevelQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList } from '@/components/ui/DetailList/DetailList'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { canEditAccessLevel, LEVEL_HOLDS_MORE_NOTE, levelHoldsMore } from '../accessLevelAccess'
import { ALL_FLAG_GROUPS } from '../flagGroups'

export const DELETE_ACCESS_LEVEL = gql`
  mutation DeleteAccessLevel($id: Int!) {
    deleteAccessLevel(id: $id) {
      id
    }
  }
`

export type AccessLevelRecord = NonNullable<FindAccessLevelQuery['accessLevel']>

/** Why Delete is not offered, or null when it is. */
export function deleteBlocker(level: Pick<AccessLevelRecord, 'isBuiltIn' | 'userCount'>): string | null {
  if (level.isBuiltIn) return 'A built-in level cannot be deleted; turn its flags off instead.'
  if (level.userCount > 0) {
    return `${level.userCount} ${level.userCount === 1 ? 'user holds' : 'users hold'} this level: take it away from them before deleting it.`
  }
  return null
}

export function AccessLevel({ accessLevel }: { accessLevel: AccessLevelRecord }) {
  const user = useCurrentUser()
  const beyondReach = canEditAccessLevel(user) && levelHoldsMore(user, accessLevel)
  const canEdit = canEditAccessLevel(user) && !beyondReach
  const blocker = deleteBlocker(accessLevel)
  const [deleteAccessLevel] = useMutation<DeleteAccessLevelMutation, DeleteAccessLevelMutationVariables>(DELETE_ACCESS_LEVEL, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteAccessLevel) })
    },
    refetchQueries: ['FindAccessLevels'],
  })

  const onDelete = async () => {
    await deleteAccessLevel({ variables: { id: accessLevel.id } })
    navigate(routes.accessLevels())
  }

  const maps: Record<string, Record<string, unknown>> = {
    pageAccess: (accessLevel.pageAccess ?? {}) as Record<string, unknown>,
    functionAccess: (accessLevel.functionAccess ?? {}) as Record<string, unknown>,
  }

  return (
    <article className="space-y-8">
      <RecordHeader
        back={{ to: routes.accessLevels(), label: 'Access levels' }}
        title={accessLevel.label}
        titleBadge={accessLevel.isBuiltIn && <Badge>Built-in</Badge>}
        strongBack
        note={beyondReach && <p className="max-w-sm text-sm text-slate-600">{LEVEL_HOLDS_MORE_NOTE}</p>}
        editTo={canEdit ? routes.editAccessLevel({ id: accessLevel.id }) : null}
        actions={
          !accessLevel.isBuiltIn && (
            <ConfirmDelete
              label="Delete"
              title={`Delete ${accessLevel.label}?`}
              confirmLabel="Delete access level"
              loadingLabel="Deleting..."
              success="Access level deleted"
              disabled={blocker !== null}
              onConfirm={onDelete}
            >
              <p className="text-sm text-slate-600">{blocker ?? 'Nobody holds this level. Deleting it cannot be undone.'}</p>
            </ConfirmDelete>
          )
        }
      />

      <DetailList>
        <Detail label="Name">
          <span className="font-mono">{accessLevel.name}</span>
        </Detail>
        <Detail label="Users holding it">{accessLevel.userCount}</Detail>
        <Detail label="Updated">{formatDate(accessLevel.updatedAt)}</Detail>
      </DetailList>

      <section aria-labelledby="flags-heading" className="space-y-4">
        <h2 id="flags-heading" className="text-lg font-semibold text-slate-900">
          What it opens
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {ALL_FLAG_GROUPS.map((group) => {
            const on = group.flags.filter((flag) => maps[group.kind][flag.name] === true)
            return (
              <section key={group.key} aria-label={group.label} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="text-sm font-semibold text-slate-900">
                  {group.label}{' '}
                  <span className="font-normal text-slate-500">
                    ({on.length} of {group.flags.length} on)
                  </span>
                </h3>
                {on.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">None</p>
                ) : (
                  <ul className="mt-2 space-y-1.5">
                    {on.map((flag) => (
                      <li key={flag.name} className="text-sm">
                        <span className="break-all font-mono text-slate-900">{flag.name}</span>
                        <span className="text-slate-500"> — {flag.meaning}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        </div>
      </section>

    </article>
  )
}
