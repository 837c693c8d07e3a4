// Where the selected members go: a group (searched by name) and, optionally, one of its sub-groups.
// A member belongs to one group, so moving them takes them out of their current one.
import { gql, useQuery } from '@apollo/client'
import { useState } from 'react'
import type { GroupChoicesQuery, GroupChoicesQueryVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'
import { Modal } from '@/components/ui/Modal/Modal'
import { membersLabel } from './membersLabel'

export const GROUP_CHOICES = gql`
  query GroupChoices($search: String) {
    groupChoices(search: $search) {
      id
      name
      subGroups {
        id
        name
      }
    }
  }
`

export type MoveTarget = { groupId: number; subGroupId: number | null; label: string }

export function MoveMembersDialog({
  people,
  currentGroupId,
  busy,
  onClose,
  onMove,
}: {
  people: { id: number; name: string }[]
  currentGroupId?: number
  busy?: boolean
  onClose: () => void
  onMove: (target: MoveTarget) => void | Promise<void>
}) {
  const [search, setSearch] = useState('')
  const [groupId, setGroupId] = useState<number | null>(null)
  const [subGroupId, setSubGroupId] = useState<number | null>(null)
  const { data, loading } = useQuery<GroupChoicesQuery, GroupChoicesQueryVariables>(GROUP_CHOICES, { variables: { search: search.trim() || null } })
  const choices = data?.groupChoices ?? []
  const chosen = choices.find((choice) => choice.id === groupId)
  const subGroup = chosen?.subGroups.find((choice) => choice.id === subGroupId)
  const count = membersLabel(people.length)
  return (
    <Modal
      open
      onClose={onClose}
      title={`Move ${count}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!chosen || (chosen.id === currentGroupId && !subGroupId)}
            loading={busy}
            onClick={() => chosen && void onMove({ groupId: chosen.id, subGroupId, label: subGroup ? `${chosen.name} / ${subGroup.name}` : chosen.name })}
          >
            Move
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">They leave their current group: a member belongs to one group. {people.map((person) => person.name).join(', ')}.</p>
        <div>
          <label htmlFor="move-group-search" className="mb-1.5 block text-sm font-medium text-slate-700">
            Find a group
          </label>
          <input id="move-group-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={controlClass(false)} />
        </div>
        <div>
          <label htmlFor="move-group" className="mb-1.5 block text-sm font-medium text-slate-700">
            Group
          </label>
          <select
            id="move-group"
            value={groupId ?? ''}
            onChange={(event) => {
              setGroupId(event.target.value ? Number(event.target.value) : null)
              setSubGroupId(null)
            }}
            className={controlClass(false)}
          >
            <option value="">{loading ? 'Loading...' : 'Choose a group'}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
                {choice.id === currentGroupId ? ' (this group)' : ''}
              </option>
            ))}
          </select>
        </div>
        {chosen && chosen.subGroups.length > 0 && (
          <div>
            <label htmlFor="move-subgroup" className="mb-1.5 block text-sm font-medium text-slate-700">
              Sub-group (optional)
            </label>
            <select
              id="move-subgroup"
              value={subGroupId ?? ''}
              onChange={(event) => setSubGroupId(event.target.value ? Number(event.target.value) : null)}
              className={controlClass(false)}
            >
              <option value="">No sub-group</option>
              {chosen.subGroups.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </Modal>
  )
}
